import { send } from '../core/route';
import * as routes from '../routes/knowledge-bases';

/** `POST /knowledge-base`: creates a knowledge base. */
export const createKnowledgeBase = send(routes.createKnowledgeBase);

/** `GET /knowledge-base`: lists knowledge bases. */
export const listKnowledgeBases = send(routes.listKnowledgeBases);

/** `GET /knowledge-base/{id}`: one knowledge base. */
export const getKnowledgeBase = send(routes.getKnowledgeBase);

/** `PATCH /knowledge-base/{id}`: changes the given fields of a knowledge base. */
export const updateKnowledgeBase = send(routes.updateKnowledgeBase);

/** `DELETE /knowledge-base/{id}`: deletes a knowledge base. */
export const deleteKnowledgeBase = send(routes.deleteKnowledgeBase);

/** The knowledge base routes, for `createClient` (`client.knowledgeBases.list()`) or `bindResource`. */
export const knowledgeBases = {
  create: createKnowledgeBase,
  list: listKnowledgeBases,
  get: getKnowledgeBase,
  update: updateKnowledgeBase,
  delete: deleteKnowledgeBase,
};
