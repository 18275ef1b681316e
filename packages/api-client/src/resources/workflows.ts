import { send } from '../core/route';
import * as routes from '../routes/workflows';

/** `POST /workflow`: creates a workflow. */
export const createWorkflow = send(routes.createWorkflow);

/** `GET /workflow`: lists workflows. */
export const listWorkflows = send(routes.listWorkflows);

/** `GET /workflow/{id}`: one workflow. */
export const getWorkflow = send(routes.getWorkflow);

/** `PATCH /workflow/{id}`: changes the given fields of a workflow. */
export const updateWorkflow = send(routes.updateWorkflow);

/** `DELETE /workflow/{id}`: deletes a workflow. */
export const deleteWorkflow = send(routes.deleteWorkflow);

/** `POST /workflow/generate`: drafts a workflow from a description. */
export const generateWorkflow = send(routes.generateWorkflow);

/** The workflow routes, for `createClient` (`client.workflows.list()`) or `bindResource`. */
export const workflows = {
  create: createWorkflow,
  list: listWorkflows,
  get: getWorkflow,
  update: updateWorkflow,
  delete: deleteWorkflow,
  generate: generateWorkflow,
};
