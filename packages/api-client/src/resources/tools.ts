import { send } from '../core/route';
import * as routes from '../routes/tools';

/** `POST /tool`: creates a tool. */
export const createTool = send(routes.createTool);

/** `GET /tool`: lists tools. */
export const listTools = send(routes.listTools);

/** `GET /tool/{id}`: one tool. */
export const getTool = send(routes.getTool);

/** `PATCH /tool/{id}`: changes the given fields of a tool. */
export const updateTool = send(routes.updateTool);

/** `DELETE /tool/{id}`: deletes a tool. */
export const deleteTool = send(routes.deleteTool);

/** The tool routes, for `createClient` (`client.tools.list()`) or `bindResource`. */
export const tools = {
  create: createTool,
  list: listTools,
  get: getTool,
  update: updateTool,
  delete: deleteTool,
};
