import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { JsonObject } from '../types/common';
import type {
  CreateOrgRequest,
  InviteOrgUsersRequest,
  Org,
  OrgUser,
  UpdateOrgRequest,
  UpdateOrgUserRoleRequest,
} from '../types/org';

/** `POST /org`: creates an org. */
export const createOrg = (
  core: Core,
  body: CreateOrgRequest,
  options?: RequestOptions,
): Promise<Org> => core.request({ ...options, method: 'POST', path: '/org', body });

/** `GET /org`: the orgs you belong to. */
export const listOrgs = (core: Core, options?: RequestOptions): Promise<Org[]> =>
  core.request({ ...options, method: 'GET', path: '/org' });

/** `GET /org/{id}`: one org. */
export const getOrg = (core: Core, id: string, options?: RequestOptions): Promise<Org> =>
  core.request({ ...options, method: 'GET', path: path`/org/${id}` });

/** `PATCH /org/{id}`: changes an org. */
export const updateOrg = (
  core: Core,
  id: string,
  body: UpdateOrgRequest,
  options?: RequestOptions,
): Promise<Org> => core.request({ ...options, method: 'PATCH', path: path`/org/${id}`, body });

/** `DELETE /org/{id}`: deletes an org. */
export const deleteOrg = (core: Core, id: string, options?: RequestOptions): Promise<Org> =>
  core.request({ ...options, method: 'DELETE', path: path`/org/${id}` });

/** `GET /org/{id}/user`: the members of an org. */
export const listOrgUsers = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<OrgUser[]> => core.request({ ...options, method: 'GET', path: path`/org/${id}/user` });

/** `DELETE /org/{id}/leave`: leaves an org. */
export const leaveOrg = (core: Core, id: string, options?: RequestOptions): Promise<JsonObject> =>
  core.request({ ...options, method: 'DELETE', path: path`/org/${id}/leave` });

/** `DELETE /org/{id}/member/{memberId}/leave`: removes a member from an org. */
export const removeOrgMember = (
  core: Core,
  id: string,
  memberId: string,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'DELETE', path: path`/org/${id}/member/${memberId}/leave` });

/** `POST /org/{id}/invite`: invites people by email with a role. */
export const inviteOrgUsers = (
  core: Core,
  id: string,
  body: InviteOrgUsersRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: path`/org/${id}/invite`, body });

/** `PATCH /org/{id}/role`: changes a member's role. */
export const updateOrgUserRole = (
  core: Core,
  id: string,
  body: UpdateOrgUserRoleRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'PATCH', path: path`/org/${id}/role`, body });

/** `GET /org/{id}/auth`: an access token scoped to an org. */
export const getOrgAuth = (core: Core, id: string, options?: RequestOptions): Promise<JsonObject> =>
  core.request({ ...options, method: 'GET', path: path`/org/${id}/auth` });

/** The org routes, for `createClient` (`client.orgs.list()`) or `bindResource`. */
export const orgs = {
  create: createOrg,
  list: listOrgs,
  get: getOrg,
  update: updateOrg,
  delete: deleteOrg,
  listUsers: listOrgUsers,
  leave: leaveOrg,
  removeMember: removeOrgMember,
  invite: inviteOrgUsers,
  updateRole: updateOrgUserRole,
  getAuth: getOrgAuth,
};
