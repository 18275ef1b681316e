import type { Named, NamedUnion, QueryOf, Schemas } from './common';

/** A hand-off from one squad member to another. */
export type SquadDestination = NamedUnion<
  NonNullable<Schemas['SquadMemberDTO']['assistantDestinations']>[number]
>;

/** One assistant of a squad: stored (`assistantId`) or inline (`assistant`). */
export type SquadMember = Named<Schemas['SquadMemberDTO']>;

/** Body of `POST /squad`, and an inline squad of a call. */
export type CreateSquadRequest = Named<Schemas['CreateSquadDTO']>;

/** Body of `PATCH /squad/{id}`. */
export type UpdateSquadRequest = Named<Schemas['UpdateSquadDTO']>;

/** A stored squad. */
export type Squad = Named<Schemas['Squad']>;

/** Filters of `GET /squad`. */
export type ListSquadsQuery = QueryOf<'SquadController_findAll'>;
