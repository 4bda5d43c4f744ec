import { eq } from 'drizzle-orm';
import type { updateMemberRole } from '@atrium/contract/companies';
import { companyMembers } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findMember, lockActiveOwners } from './member-queries.ts';

/**
 * Rules, in the order they are checked: the member must be in the caller's company (404); only
 * an OWNER grants or removes OWNER (403); the last active OWNER keeps the role (409); nobody
 * changes their own role (403). The gate re-reads the membership, so the new role counts from
 * the member's next request.
 */
export const updateMemberRoleHandler: OperationHandler<typeof updateMemberRole> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const { notifications } = deps;
  const result = await context.withTenant(async (tx) => {
    const owners = await lockActiveOwners(tx, context.companyId);
    const target = await findMember(tx, context.companyId, params.companyMemberId, { forUpdate: true });
    if (!target) throw notFound('The member');
    const touchesOwner = target.role === 'OWNER' || body.role === 'OWNER';
    if (touchesOwner && !context.roles.includes('OWNER')) {
      throw forbidden('Only an owner can grant or remove the owner role.');
    }
    const demotesOwner = target.role === 'OWNER' && body.role !== 'OWNER';
    if (demotesOwner && owners.filter((id) => id !== target.companyMemberId).length === 0) {
      throw new AppError('CONFLICT', 'A company needs at least one active owner.', {
        fields: [{ path: 'body.role', message: 'the last owner cannot be demoted' }],
      });
    }
    if (target.companyMemberId === context.companyMemberId) {
      throw forbidden('You cannot change your own role.');
    }
    if (target.role === body.role) return { member: target, from: target.role };
    await tx
      .update(companyMembers)
      .set({ role: body.role })
      .where(eq(companyMembers.id, target.companyMemberId));
    await notifications.emit(tx, {
      companyId: context.companyId,
      kind: 'member.role_changed',
      params: { companyName: '', role: body.role },
      subjectUserIds: [target.userId],
      actorUserId: context.userId,
    });
    return { member: { ...target, role: body.role }, from: target.role };
  });
  if (result.from !== body.role) {
    await deps.audit.record(context, {
      action: 'member.role_changed',
      target: result.member.companyMemberId,
      details: { from: result.from, to: body.role, userId: result.member.userId },
    });
  }
  return result.member;
};
