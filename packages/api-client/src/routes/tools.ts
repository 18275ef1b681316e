import { answers, body, query, route } from '../core/route';
import type { CreateToolRequest, ListToolsQuery, Tool, UpdateToolRequest } from '../types/catalog';

// The tool routes.

export const createTool = route('POST /tool', body<CreateToolRequest, Tool>());
export const listTools = route('GET /tool', query<ListToolsQuery, Tool[]>());
export const getTool = route('GET /tool/{id}', answers<Tool>());
export const updateTool = route('PATCH /tool/{id}', body<UpdateToolRequest, Tool>());
export const deleteTool = route('DELETE /tool/{id}', answers<Tool>());
