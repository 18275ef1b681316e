import { answers, body, query, route } from '../core/route';
import type { CreateToolRequest, Tool, UpdateToolRequest } from '../types/catalog';
import type { ListQuery } from '../types/common';

// The tool routes.

export const createTool = route('POST /tool', body<CreateToolRequest, Tool>());
export const listTools = route('GET /tool', query<ListQuery, Tool[]>());
export const getTool = route('GET /tool/{id}', answers<Tool>());
export const updateTool = route('PATCH /tool/{id}', body<UpdateToolRequest, Tool>());
export const deleteTool = route('DELETE /tool/{id}', answers<Tool>());
