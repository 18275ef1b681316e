import { send } from '../core/route';

/** `POST /template`: creates a template. */
export const createTemplate = send('POST /template', 'body');

/** `GET /template`: lists templates. */
export const listTemplates = send('GET /template', 'query');

/** `GET /template/{id}`: one template. */
export const getTemplate = send('GET /template/{id}', '');

/** `PATCH /template/{id}`: changes the given fields of a template. */
export const updateTemplate = send('PATCH /template/{id}', 'body');

/** `DELETE /template/{id}`: deletes a template. */
export const deleteTemplate = send('DELETE /template/{id}', '');

/** `GET /template/pinned`: the templates pinned for your org. */
export const listPinnedTemplates = send('GET /template/pinned', '');

/** The template routes, for `createClient` (`client.templates.list()`) or `bindResource`. */
export const templates = {
  create: createTemplate,
  list: listTemplates,
  get: getTemplate,
  update: updateTemplate,
  delete: deleteTemplate,
  listPinned: listPinnedTemplates,
};
