import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { ListQuery } from '../types/common';
import type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  UpdateWorkflowRequest,
  Workflow,
} from '../types/workflow';

/** `POST /workflow`: creates a workflow. */
export const createWorkflow = (
  core: Core,
  body: CreateWorkflowRequest,
  options?: RequestOptions,
): Promise<Workflow> => core.request({ ...options, method: 'POST', path: '/workflow', body });

/** `GET /workflow`: lists workflows. */
export const listWorkflows = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Workflow[]> => core.request({ ...options, method: 'GET', path: '/workflow', query });

/** `GET /workflow/{id}`: one workflow. */
export const getWorkflow = (core: Core, id: string, options?: RequestOptions): Promise<Workflow> =>
  core.request({ ...options, method: 'GET', path: path`/workflow/${id}` });

/** `PATCH /workflow/{id}`: changes the given fields of a workflow. */
export const updateWorkflow = (
  core: Core,
  id: string,
  body: UpdateWorkflowRequest,
  options?: RequestOptions,
): Promise<Workflow> =>
  core.request({ ...options, method: 'PATCH', path: path`/workflow/${id}`, body });

/** `DELETE /workflow/{id}`: deletes a workflow. */
export const deleteWorkflow = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Workflow> => core.request({ ...options, method: 'DELETE', path: path`/workflow/${id}` });

/** `POST /workflow/generate`: drafts a workflow from a description. */
export const generateWorkflow = (
  core: Core,
  body: GenerateWorkflowRequest,
  options?: RequestOptions,
): Promise<Workflow> =>
  core.request({ ...options, method: 'POST', path: '/workflow/generate', body });

/** The workflow routes, for `createClient` (`client.workflows.list()`) or `bindResource`. */
export const workflows = {
  create: createWorkflow,
  list: listWorkflows,
  get: getWorkflow,
  update: updateWorkflow,
  delete: deleteWorkflow,
  generate: generateWorkflow,
};
