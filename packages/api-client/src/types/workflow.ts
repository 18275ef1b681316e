import type { Named, NamedUnion, Schemas } from './common';

/** One step of a workflow graph: one member per kind, told apart by `type`. */
export type WorkflowNode = NamedUnion<Schemas['CreateWorkflowDTO']['nodes'][number]>;

/** A transition between two workflow nodes. */
export type WorkflowEdge = Named<Schemas['Edge']>;

/** Body of `POST /workflow`, and an inline workflow of a call. */
export type CreateWorkflowRequest = Named<Schemas['CreateWorkflowDTO']>;

/** Body of `PATCH /workflow/{id}`. */
export type UpdateWorkflowRequest = Named<Schemas['UpdateWorkflowDTO']>;

/** Per-call changes to a workflow; `variableValues` fill its `{{placeholders}}`. */
export type WorkflowOverrides = Named<Schemas['WorkflowOverrides']>;

/**
 * Body of `POST /workflow/generate`: describe the workflow, get a draft back. Hand-written: the
 * platform's document has no schema for it, so any fields are sent as given.
 */
export interface GenerateWorkflowRequest {
  [key: string]: unknown;
}

/** A stored workflow. */
export type Workflow = Named<Schemas['Workflow']>;
