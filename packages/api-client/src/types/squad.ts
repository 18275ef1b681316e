import type { AssistantOverrides, CreateAssistantRequest } from './assistant';
import type { ResourceBase } from './common';

/** A hand-off from one squad member to another. */
export interface SquadDestination {
  type?: 'assistant';
  assistantName: string;
  message?: string;
  description?: string;
  [key: string]: unknown;
}

/** One assistant of a squad: stored (`assistantId`) or inline (`assistant`). */
export interface SquadMember {
  assistantId?: string;
  assistant?: CreateAssistantRequest;
  assistantOverrides?: AssistantOverrides;
  assistantDestinations?: SquadDestination[];
  [key: string]: unknown;
}

/** Body of `POST /squad`, and an inline squad of a call. */
export interface CreateSquadRequest {
  name?: string;
  members: SquadMember[];
  /** Overrides applied to every member. */
  membersOverrides?: AssistantOverrides;
  [key: string]: unknown;
}

/** Body of `PATCH /squad/{id}`. */
export interface UpdateSquadRequest extends Partial<CreateSquadRequest> {}

/** A stored squad. */
export interface Squad extends CreateSquadRequest, ResourceBase {}
