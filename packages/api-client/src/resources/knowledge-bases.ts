import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type {
  CreateKnowledgeBaseRequest,
  KnowledgeBase,
  UpdateKnowledgeBaseRequest,
} from '../types/catalog';
import type { ListQuery } from '../types/common';

/** `POST /knowledge-base`: creates a knowledge base. */
export const createKnowledgeBase = (
  core: Core,
  body: CreateKnowledgeBaseRequest,
  options?: RequestOptions,
): Promise<KnowledgeBase> =>
  core.request({ ...options, method: 'POST', path: '/knowledge-base', body });

/** `GET /knowledge-base`: lists knowledge bases. */
export const listKnowledgeBases = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<KnowledgeBase[]> =>
  core.request({ ...options, method: 'GET', path: '/knowledge-base', query });

/** `GET /knowledge-base/{id}`: one knowledge base. */
export const getKnowledgeBase = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<KnowledgeBase> =>
  core.request({ ...options, method: 'GET', path: path`/knowledge-base/${id}` });

/** `PATCH /knowledge-base/{id}`: changes the given fields of a knowledge base. */
export const updateKnowledgeBase = (
  core: Core,
  id: string,
  body: UpdateKnowledgeBaseRequest,
  options?: RequestOptions,
): Promise<KnowledgeBase> =>
  core.request({ ...options, method: 'PATCH', path: path`/knowledge-base/${id}`, body });

/** `DELETE /knowledge-base/{id}`: deletes a knowledge base. */
export const deleteKnowledgeBase = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<KnowledgeBase> =>
  core.request({ ...options, method: 'DELETE', path: path`/knowledge-base/${id}` });

/** The knowledge base routes, for `createClient` (`client.knowledgeBases.list()`) or `bindResource`. */
export const knowledgeBases = {
  create: createKnowledgeBase,
  list: listKnowledgeBases,
  get: getKnowledgeBase,
  update: updateKnowledgeBase,
  delete: deleteKnowledgeBase,
};
