import { answers, body, query, route } from '../core/route';
import type { ListQuery } from '../types/common';
import type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  UpdateWorkflowRequest,
  Workflow,
} from '../types/workflow';

// The workflow routes.

export const listWorkflows = route('GET /workflow', query<ListQuery, Workflow[]>());
export const createWorkflow = route('POST /workflow', body<CreateWorkflowRequest, Workflow>());
export const getWorkflow = route('GET /workflow/{id}', answers<Workflow>());
export const updateWorkflow = route(
  'PATCH /workflow/{id}',
  body<UpdateWorkflowRequest, Workflow>(),
);
export const deleteWorkflow = route('DELETE /workflow/{id}', answers<Workflow>());
export const generateWorkflow = route(
  'POST /workflow/generate',
  body<GenerateWorkflowRequest, Workflow>(),
);
