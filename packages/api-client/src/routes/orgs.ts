import { answers, body, route } from '../core/route';
import type { JsonObject } from '../types/common';
import type {
  CreateOrgRequest,
  InviteOrgUsersRequest,
  Org,
  OrgUser,
  UpdateOrgRequest,
  UpdateOrgUserRoleRequest,
} from '../types/org';

// The org routes.

export const createOrg = route('POST /org', body<CreateOrgRequest, Org>());
export const listOrgs = route('GET /org', answers<Org[]>());
export const getOrg = route('GET /org/{id}', answers<Org>());
export const updateOrg = route('PATCH /org/{id}', body<UpdateOrgRequest, Org>());
export const deleteOrg = route('DELETE /org/{id}', answers<Org>());
export const listOrgUsers = route('GET /org/{id}/user', answers<OrgUser[]>());
export const leaveOrg = route('DELETE /org/{id}/leave', answers<JsonObject>());
export const removeOrgMember = route(
  'DELETE /org/{id}/member/{memberId}/leave',
  answers<JsonObject>(),
);
export const inviteOrgUsers = route(
  'POST /org/{id}/invite',
  body<InviteOrgUsersRequest, JsonObject>(),
);
export const updateOrgUserRole = route(
  'PATCH /org/{id}/role',
  body<UpdateOrgUserRoleRequest, JsonObject>(),
);
export const getOrgAuth = route('GET /org/{id}/auth', answers<JsonObject>());
