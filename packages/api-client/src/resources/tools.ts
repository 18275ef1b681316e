import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { CreateToolRequest, Tool, UpdateToolRequest } from '../types/catalog';
import type { ListQuery } from '../types/common';

/** `POST /tool`: creates a tool. */
export const createTool = (
  core: Core,
  body: CreateToolRequest,
  options?: RequestOptions,
): Promise<Tool> => core.request({ ...options, method: 'POST', path: '/tool', body });

/** `GET /tool`: lists tools. */
export const listTools = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Tool[]> => core.request({ ...options, method: 'GET', path: '/tool', query });

/** `GET /tool/{id}`: one tool. */
export const getTool = (core: Core, id: string, options?: RequestOptions): Promise<Tool> =>
  core.request({ ...options, method: 'GET', path: path`/tool/${id}` });

/** `PATCH /tool/{id}`: changes the given fields of a tool. */
export const updateTool = (
  core: Core,
  id: string,
  body: UpdateToolRequest,
  options?: RequestOptions,
): Promise<Tool> => core.request({ ...options, method: 'PATCH', path: path`/tool/${id}`, body });

/** `DELETE /tool/{id}`: deletes a tool. */
export const deleteTool = (core: Core, id: string, options?: RequestOptions): Promise<Tool> =>
  core.request({ ...options, method: 'DELETE', path: path`/tool/${id}` });

/** The tool routes, for `createClient` (`client.tools.list()`) or `bindResource`. */
export const tools = {
  create: createTool,
  list: listTools,
  get: getTool,
  update: updateTool,
  delete: deleteTool,
};
