import { send } from '../core/route';

/** `POST /workflow`: creates a workflow. */
export const createWorkflow = send('POST /workflow', 'body');

/** `GET /workflow`: lists workflows. */
export const listWorkflows = send('GET /workflow', 'query');

/** `GET /workflow/{id}`: one workflow. */
export const getWorkflow = send('GET /workflow/{id}', '');

/** `PATCH /workflow/{id}`: changes the given fields of a workflow. */
export const updateWorkflow = send('PATCH /workflow/{id}', 'body');

/** `DELETE /workflow/{id}`: deletes a workflow. */
export const deleteWorkflow = send('DELETE /workflow/{id}', '');

/** `POST /workflow/generate`: drafts a workflow from a description. */
export const generateWorkflow = send('POST /workflow/generate', 'body');

/** The workflow routes, for `createClient` (`client.workflows.list()`) or `bindResource`. */
export const workflows = {
  create: createWorkflow,
  list: listWorkflows,
  get: getWorkflow,
  update: updateWorkflow,
  delete: deleteWorkflow,
  generate: generateWorkflow,
};
