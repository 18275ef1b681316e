import type { Named, Schemas } from './common';

/** Roles an org member can have. */
export type OrgRole = Schemas['InviteUserDTO']['role'];

/** Body of `POST /org`. */
export type CreateOrgRequest = Named<Schemas['CreateOrgDTO']>;

/** Body of `PATCH /org/{id}`. */
export type UpdateOrgRequest = Named<Schemas['UpdateOrgDTO']>;

/** An organisation. */
export type Org = Named<Schemas['Org']>;

/** A member of an org (`GET /org/{id}/user`). */
export type OrgUser = Named<Schemas['User']>;

/** Body of `POST /org/{id}/invite`. */
export type InviteOrgUsersRequest = Named<Schemas['InviteUserDTO']>;

/** Body of `PATCH /org/{id}/role`. */
export type UpdateOrgUserRoleRequest = Named<Schemas['UpdateUserRoleDTO']>;
