import { send } from '../core/route';
import * as routes from '../routes/templates';

/** `POST /template`: creates a template. */
export const createTemplate = send(routes.createTemplate);

/** `GET /template`: lists templates. */
export const listTemplates = send(routes.listTemplates);

/** `GET /template/{id}`: one template. */
export const getTemplate = send(routes.getTemplate);

/** `PATCH /template/{id}`: changes the given fields of a template. */
export const updateTemplate = send(routes.updateTemplate);

/** `DELETE /template/{id}`: deletes a template. */
export const deleteTemplate = send(routes.deleteTemplate);

/** `GET /template/pinned`: the templates pinned for your org. */
export const listPinnedTemplates = send(routes.listPinnedTemplates);

/** The template routes, for `createClient` (`client.templates.list()`) or `bindResource`. */
export const templates = {
  create: createTemplate,
  list: listTemplates,
  get: getTemplate,
  update: updateTemplate,
  delete: deleteTemplate,
  listPinned: listPinnedTemplates,
};
