import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type {
  CreateTemplateRequest,
  Template,
  TemplateListQuery,
  UpdateTemplateRequest,
} from '../types/catalog';

/** `POST /template`: creates a template. */
export const createTemplate = (
  core: Core,
  body: CreateTemplateRequest,
  options?: RequestOptions,
): Promise<Template> => core.request({ ...options, method: 'POST', path: '/template', body });

/** `GET /template`: lists templates. */
export const listTemplates = (
  core: Core,
  query?: TemplateListQuery,
  options?: RequestOptions,
): Promise<Template[]> => core.request({ ...options, method: 'GET', path: '/template', query });

/** `GET /template/{id}`: one template. */
export const getTemplate = (core: Core, id: string, options?: RequestOptions): Promise<Template> =>
  core.request({ ...options, method: 'GET', path: path`/template/${id}` });

/** `PATCH /template/{id}`: changes the given fields of a template. */
export const updateTemplate = (
  core: Core,
  id: string,
  body: UpdateTemplateRequest,
  options?: RequestOptions,
): Promise<Template> =>
  core.request({ ...options, method: 'PATCH', path: path`/template/${id}`, body });

/** `DELETE /template/{id}`: deletes a template. */
export const deleteTemplate = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Template> => core.request({ ...options, method: 'DELETE', path: path`/template/${id}` });

/** `GET /template/pinned`: the templates pinned for your org. */
export const listPinnedTemplates = (core: Core, options?: RequestOptions): Promise<Template[]> =>
  core.request({ ...options, method: 'GET', path: '/template/pinned' });

/** The template routes, for `createClient` (`client.templates.list()`) or `bindResource`. */
export const templates = {
  create: createTemplate,
  list: listTemplates,
  get: getTemplate,
  update: updateTemplate,
  delete: deleteTemplate,
  listPinned: listPinnedTemplates,
};
