import { send } from '../core/route';

/** `POST /org`: creates an org. */
export const createOrg = send('POST /org', 'body');

/** `GET /org`: the orgs you belong to. */
export const listOrgs = send('GET /org', '');

/** `GET /org/{id}`: one org. */
export const getOrg = send('GET /org/{id}', '');

/** `PATCH /org/{id}`: changes an org. */
export const updateOrg = send('PATCH /org/{id}', 'body');

/** `DELETE /org/{id}`: deletes an org. */
export const deleteOrg = send('DELETE /org/{id}', '');

/** `GET /org/{id}/user`: the members of an org. */
export const listOrgUsers = send('GET /org/{id}/user', '');

/** `DELETE /org/{id}/leave`: leaves an org. */
export const leaveOrg = send('DELETE /org/{id}/leave', '');

/** `DELETE /org/{id}/member/{memberId}/leave`: removes a member from an org. */
export const removeOrgMember = send('DELETE /org/{id}/member/{memberId}/leave', '');

/** `POST /org/{id}/invite`: invites people by email with a role. */
export const inviteOrgUsers = send('POST /org/{id}/invite', 'body');

/** `PATCH /org/{id}/role`: changes a member's role. */
export const updateOrgUserRole = send('PATCH /org/{id}/role', 'body');

/** `GET /org/{id}/auth`: an access token scoped to an org. */
export const getOrgAuth = send('GET /org/{id}/auth', '');

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
