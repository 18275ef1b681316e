import { send } from '../core/route';

/** `POST /knowledge-base`: creates a knowledge base. */
export const createKnowledgeBase = send('POST /knowledge-base', 'body');

/** `GET /knowledge-base`: lists knowledge bases. */
export const listKnowledgeBases = send('GET /knowledge-base', 'query');

/** `GET /knowledge-base/{id}`: one knowledge base. */
export const getKnowledgeBase = send('GET /knowledge-base/{id}', '');

/** `PATCH /knowledge-base/{id}`: changes the given fields of a knowledge base. */
export const updateKnowledgeBase = send('PATCH /knowledge-base/{id}', 'body');

/** `DELETE /knowledge-base/{id}`: deletes a knowledge base. */
export const deleteKnowledgeBase = send('DELETE /knowledge-base/{id}', '');

/** The knowledge base routes, for `createClient` (`client.knowledgeBases.list()`) or `bindResource`. */
export const knowledgeBases = {
  create: createKnowledgeBase,
  list: listKnowledgeBases,
  get: getKnowledgeBase,
  update: updateKnowledgeBase,
  delete: deleteKnowledgeBase,
};
