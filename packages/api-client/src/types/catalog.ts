import type { operations } from '../generated/openapi.gen';
import type { BodyOf, ListQuery, Named, NamedUnion, QueryOf, Schemas } from './common';

/** A stored tool: one member per kind, told apart by its exact `type`. */
export type Tool = NamedUnion<
  operations['ToolController_findOne']['responses'][200]['content']['application/json']
>;

/** What a tool does when the model calls it. */
export type ToolType = Tool['type'];

/** The function signature the model sees. */
export type ToolFunction = Named<Schemas['OpenAIFunction']>;

/** Body of `POST /tool`: one member per kind, told apart by `type`. */
export type CreateToolRequest = NamedUnion<BodyOf<'ToolController_create'>>;

/** Body of `PATCH /tool/{id}`: the fields to change, for the tool's kind. */
export type UpdateToolRequest = NamedUnion<BodyOf<'ToolController_update'>>;

/** Filters of `GET /tool`. */
export type ListToolsQuery = QueryOf<'ToolController_findAll'>;

/** Body of `POST /knowledge-base`: a knowledge base your own server answers. */
export type CreateKnowledgeBaseRequest = Named<Schemas['CreateCustomKnowledgeBaseDTO']>;

/** Body of `PATCH /knowledge-base/{id}`. */
export type UpdateKnowledgeBaseRequest = Named<Schemas['UpdateCustomKnowledgeBaseDTO']>;

/** A stored knowledge base. */
export type KnowledgeBase = Named<Schemas['CustomKnowledgeBase']>;

/** Body of `POST /template`: a reusable tool definition. */
export type CreateTemplateRequest = Named<Schemas['CreateToolTemplateDTO']>;

/** Body of `PATCH /template/{id}`. */
export type UpdateTemplateRequest = Named<Schemas['UpdateToolTemplateDTO']>;

/** A stored template. */
export type Template = Named<Schemas['Template']>;

/**
 * Filters of `GET /template`. Hand-written: the template routes have no path in the platform's
 * document.
 */
export interface TemplateListQuery extends ListQuery {
  collectionId?: string;
  visibility?: 'public' | 'private';
  provider?: string;
}

/** Limits on where and how a token may be used. */
export type TokenRestrictions = Named<Schemas['TokenRestrictions']>;

/** Body of `POST /token`: a private key, or a public key for browsers. */
export type CreateTokenRequest = Named<Schemas['CreateTokenDTO']>;

/** Body of `PATCH /token/{id}`. */
export type UpdateTokenRequest = Named<Schemas['UpdateTokenDTO']>;

/** A stored token; `value` is the key itself. */
export type Token = Named<Schemas['Token']>;
