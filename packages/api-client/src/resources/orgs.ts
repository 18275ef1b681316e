import { send } from '../core/route';
import * as routes from '../routes/orgs';

/** `POST /org`: creates an org. */
export const createOrg = send(routes.createOrg);

/** `GET /org`: the orgs you belong to. */
export const listOrgs = send(routes.listOrgs);

/** `GET /org/{id}`: one org. */
export const getOrg = send(routes.getOrg);

/** `PATCH /org/{id}`: changes an org. */
export const updateOrg = send(routes.updateOrg);

/** `DELETE /org/{id}`: deletes an org. */
export const deleteOrg = send(routes.deleteOrg);

/** `GET /org/{id}/user`: the members of an org. */
export const listOrgUsers = send(routes.listOrgUsers);

/** `DELETE /org/{id}/leave`: leaves an org. */
export const leaveOrg = send(routes.leaveOrg);

/** `DELETE /org/{id}/member/{memberId}/leave`: removes a member from an org. */
export const removeOrgMember = send(routes.removeOrgMember);

/** `POST /org/{id}/invite`: invites people by email with a role. */
export const inviteOrgUsers = send(routes.inviteOrgUsers);

/** `PATCH /org/{id}/role`: changes a member's role. */
export const updateOrgUserRole = send(routes.updateOrgUserRole);

/** `GET /org/{id}/auth`: an access token scoped to an org. */
export const getOrgAuth = send(routes.getOrgAuth);

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
