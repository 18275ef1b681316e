import { send } from '../core/route';

/** `POST /tool`: creates a tool. */
export const createTool = send('POST /tool', 'body');

/** `GET /tool`: lists tools. */
export const listTools = send('GET /tool', 'query');

/** `GET /tool/{id}`: one tool. */
export const getTool = send('GET /tool/{id}', '');

/** `PATCH /tool/{id}`: changes the given fields of a tool. */
export const updateTool = send('PATCH /tool/{id}', 'body');

/** `DELETE /tool/{id}`: deletes a tool. */
export const deleteTool = send('DELETE /tool/{id}', '');

/** The tool routes, for `createClient` (`client.tools.list()`) or `bindResource`. */
export const tools = {
  create: createTool,
  list: listTools,
  get: getTool,
  update: updateTool,
  delete: deleteTool,
};
