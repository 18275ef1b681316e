import { answers, body, query, route } from '../core/route';
import type {
  CreateTemplateRequest,
  Template,
  TemplateListQuery,
  UpdateTemplateRequest,
} from '../types/catalog';

// The template routes.

export const createTemplate = route('POST /template', body<CreateTemplateRequest, Template>());
export const listTemplates = route('GET /template', query<TemplateListQuery, Template[]>());
export const getTemplate = route('GET /template/{id}', answers<Template>());
export const updateTemplate = route(
  'PATCH /template/{id}',
  body<UpdateTemplateRequest, Template>(),
);
export const deleteTemplate = route('DELETE /template/{id}', answers<Template>());
export const listPinnedTemplates = route('GET /template/pinned', answers<Template[]>());
