import { answers, body, query, route } from '../core/route';
import type {
  Assistant,
  AssistantPage,
  AssistantVersionPage,
  CreateAssistantRequest,
  ListAssistantsQuery,
  UpdateAssistantRequest,
} from '../types/assistant';
import type { PageQuery } from '../types/common';

// The assistant routes.

export const createAssistant = route('POST /assistant', body<CreateAssistantRequest, Assistant>());
export const listAssistants = route('GET /assistant', query<ListAssistantsQuery, Assistant[]>());
export const getAssistant = route('GET /assistant/{id}', answers<Assistant>());
export const updateAssistant = route(
  'PATCH /assistant/{id}',
  body<UpdateAssistantRequest, Assistant>(),
);
/** Replaces every setting: takes a whole assistant, as `POST /assistant` does. */
export const replaceAssistant = route(
  'PUT /assistant/{id}',
  body<CreateAssistantRequest, Assistant>(),
);
export const deleteAssistant = route('DELETE /assistant/{id}', answers<Assistant>());
export const listAssistantVersions = route(
  'GET /assistant/{id}/version',
  query<PageQuery, AssistantVersionPage>(),
);
export const listAssistantsPage = route('GET /v2/assistant', query<PageQuery, AssistantPage>());
