import type { JsonObject } from '../../types/common';
import type { InviteOrgUsersRequest, UpdateOrgUserRoleRequest } from '../../types/org';
import type { AnswerTable } from '../answers/table';
import { notFound } from '../errors';
import { type RouteContext, requireFields } from '../request';
import { copy, newId } from '../state';

/** The members of the request's org; the org must exist. */
function membersOf(ctx: RouteContext) {
  const id = ctx.params.id ?? '';
  if (!ctx.state.orgs.has(id)) throw notFound('Org', id);
  const members = ctx.state.orgUsers.get(id) ?? [];
  ctx.state.orgUsers.set(id, members);
  return members;
}

/** The answers of an org's member routes: invited members are listed, given roles and removed. */
export const orgAnswers = {
  listOrgUsers: (ctx) => copy(membersOf(ctx)),
  leaveOrg: (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
  removeOrgMember: (ctx): JsonObject => {
    const members = membersOf(ctx);
    const memberId = ctx.params.memberId ?? '';
    const index = members.findIndex((member) => member.id === memberId);
    if (index < 0) throw notFound('Member', memberId);
    members.splice(index, 1);
    return {};
  },
  inviteOrgUsers: (ctx): JsonObject => {
    const { emails, role } = requireFields<InviteOrgUsersRequest>(ctx, {
      emails: 'array',
      role: 'string',
    });
    const members = membersOf(ctx);
    for (const email of emails)
      members.push({ id: newId(), email, role, createdAt: ctx.now, updatedAt: ctx.now });
    return {};
  },
  updateOrgUserRole: (ctx): JsonObject => {
    const { userId, role } = requireFields<UpdateOrgUserRoleRequest>(ctx, {
      userId: 'string',
      role: 'string',
    });
    const member = membersOf(ctx).find((m) => m.id === userId);
    if (!member) throw notFound('Member', userId);
    member.role = role;
    return {};
  },
  getOrgAuth: (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
} satisfies Partial<AnswerTable>;
