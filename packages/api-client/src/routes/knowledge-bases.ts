import { answers, body, query, route } from '../core/route';
import type {
  CreateKnowledgeBaseRequest,
  KnowledgeBase,
  UpdateKnowledgeBaseRequest,
} from '../types/catalog';
import type { ListQuery } from '../types/common';

// The knowledge-base routes.

export const createKnowledgeBase = route(
  'POST /knowledge-base',
  body<CreateKnowledgeBaseRequest, KnowledgeBase>(),
);
export const listKnowledgeBases = route('GET /knowledge-base', query<ListQuery, KnowledgeBase[]>());
export const getKnowledgeBase = route('GET /knowledge-base/{id}', answers<KnowledgeBase>());
export const updateKnowledgeBase = route(
  'PATCH /knowledge-base/{id}',
  body<UpdateKnowledgeBaseRequest, KnowledgeBase>(),
);
export const deleteKnowledgeBase = route('DELETE /knowledge-base/{id}', answers<KnowledgeBase>());
