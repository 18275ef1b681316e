import type { Named, NamedUnion, QueryOf, Schemas } from './common';

// The assistant's types: aliases of the platform's schemas. A union field (model, voice,
// transcriber) has one member per provider, told apart by its exact `provider`, so checking
// `model.provider === 'openai'` narrows it to the OpenAI model's fields.

/** The language model behind an assistant: one member per provider. */
export type ModelConfig = NamedUnion<Schemas['CreateAssistantDTO']['model']>;

/** The voice an assistant speaks with: one member per provider. */
export type VoiceConfig = NamedUnion<Schemas['CreateAssistantDTO']['voice']>;

/** The speech-to-text of an assistant: one member per provider. */
export type TranscriberConfig = NamedUnion<Schemas['CreateAssistantDTO']['transcriber']>;

/** What the platform keeps of a call (recordings, transcripts, logs). */
export type ArtifactPlan = Named<Schemas['ArtifactPlan']>;

/** Who speaks first when a call starts. */
export type FirstMessageMode = NamedUnion<Schemas['CreateAssistantDTO']['firstMessageMode']>;

/** The fields a user sets on an assistant: those of {@link CreateAssistantRequest}. */
export type AssistantSettings = CreateAssistantRequest;

/** Body of `POST /assistant` and `PUT /assistant/{id}`, and an inline assistant of a call. */
export type CreateAssistantRequest = Named<Schemas['CreateAssistantDTO']>;

/** Body of `PATCH /assistant/{id}`: the fields to change. */
export type UpdateAssistantRequest = Named<Schemas['UpdateAssistantDTO']>;

/** Per-call changes to an assistant; `variableValues` fill `{{placeholders}}` in its prompts. */
export type AssistantOverrides = Named<Schemas['AssistantOverrides']>;

/** A stored assistant. */
export type Assistant = Named<Schemas['Assistant']>;

/**
 * One saved version of an assistant. Hand-written: the platform's schema of the versions page
 * leaves its items undescribed.
 */
export interface AssistantVersion {
  id?: string;
  assistantId?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/** The saved versions of an assistant, a page at a time (`GET /assistant/{id}/version`). */
export type AssistantVersionPage = Omit<Schemas['AssistantVersionPaginatedResponse'], 'results'> & {
  results: AssistantVersion[];
};

/** Filters of `GET /assistant`. */
export type ListAssistantsQuery = QueryOf<'AssistantController_findAll'>;

/** One page of assistants (`GET /v2/assistant`). */
export type AssistantPage = Omit<Schemas['AssistantPaginatedResponse'], 'results'> & {
  results: Assistant[];
};
