import type { ResourceBase } from './common';

/** Roles an org member can have. */
export type OrgRole = 'admin' | 'editor' | 'viewer' | (string & {});

/** Body of `POST /org`. */
export interface CreateOrgRequest {
  name?: string;
  hipaaEnabled?: boolean;
  billingLimit?: number;
  serverMessages?: string[];
  [key: string]: unknown;
}

/** Body of `PATCH /org/{id}`. */
export interface UpdateOrgRequest extends CreateOrgRequest {}

/** An organisation. */
export interface Org extends CreateOrgRequest, ResourceBase {}

/** A member of an org (`GET /org/{id}/user`). */
export interface OrgUser {
  id?: string;
  email?: string;
  role?: OrgRole;
  [key: string]: unknown;
}

/** Body of `POST /org/{id}/invite`. */
export interface InviteOrgUsersRequest {
  emails: string[];
  role: OrgRole;
  redirectTo?: string;
  [key: string]: unknown;
}

/** Body of `PATCH /org/{id}/role`. */
export interface UpdateOrgUserRoleRequest {
  userId: string;
  role: OrgRole;
  [key: string]: unknown;
}
