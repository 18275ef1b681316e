import type { ModelConfig, TranscriberConfig, VoiceConfig } from './assistant';
import type { ResourceBase, ServerConfig } from './common';

/** One step of a workflow graph (a conversation, tool, or transfer node). */
export interface WorkflowNode {
  type: string;
  name: string;
  isStart?: boolean;
  prompt?: string;
  [key: string]: unknown;
}

/** A transition between two workflow nodes. */
export interface WorkflowEdge {
  from: string;
  to: string;
  condition?: { type?: string; prompt?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** Body of `POST /workflow`, and an inline workflow of a call. */
export interface CreateWorkflowRequest {
  name: string;
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
  globalPrompt?: string;
  model?: ModelConfig;
  voice?: VoiceConfig;
  transcriber?: TranscriberConfig;
  server?: ServerConfig;
  credentialIds?: string[];
  [key: string]: unknown;
}

/** Body of `PATCH /workflow/{id}`. */
export interface UpdateWorkflowRequest extends Partial<CreateWorkflowRequest> {}

/** Per-call changes to a workflow; `variableValues` fill its `{{placeholders}}`. */
export interface WorkflowOverrides {
  variableValues?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `POST /workflow/generate`: describe the workflow, get a draft back. */
export interface GenerateWorkflowRequest {
  [key: string]: unknown;
}

/** A stored workflow. */
export interface Workflow extends CreateWorkflowRequest, ResourceBase {}
