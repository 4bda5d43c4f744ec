import { eq } from 'drizzle-orm';
import type { updateMemberStatus } from '@atrium/contract/companies';
import { companyMembers } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findMember, lockActiveOwners } from './member-queries.ts';

/**
 * Rules, in order: the member must be in the caller's company (404); only an OWNER changes an
 * OWNER's status (403); the last active OWNER is never disabled (409); nobody disables
 * themselves (403). A disabled member is refused from their next request on (the gate re-reads
 * the membership); their data stays.
 */
export const updateMemberStatusHandler: OperationHandler<typeof updateMemberStatus> = async ({
  params,
  body,
  context,
  deps,
  request,
}) => {
  const result = await context.withTenant(async (tx) => {
    const owners = await lockActiveOwners(tx, context.companyId);
    const target = await findMember(tx, context.companyId, params.companyMemberId, { forUpdate: true });
    if (!target) throw notFound('The member');
    if (target.role === 'OWNER' && !context.roles.includes('OWNER')) {
      throw forbidden("Only an owner can change an owner's status.");
    }
    const disables = body.status === 'DISABLED' && target.status === 'ACTIVE';
    if (
      disables &&
      target.role === 'OWNER' &&
      owners.filter((id) => id !== target.companyMemberId).length === 0
    ) {
      throw new AppError('CONFLICT', 'A company needs at least one active owner.', {
        fields: [{ path: 'body.status', message: 'the last owner cannot be disabled' }],
      });
    }
    if (target.companyMemberId === context.companyMemberId && body.status === 'DISABLED') {
      throw forbidden('You cannot disable yourself.');
    }
    if (target.status === body.status) return { member: target, from: target.status };
    await tx
      .update(companyMembers)
      .set({ status: body.status })
      .where(eq(companyMembers.id, target.companyMemberId));
    return { member: { ...target, status: body.status }, from: target.status };
  });
  if (result.from !== body.status) {
    await deps.audit.record(context, {
      action: 'member.status_changed',
      target: result.member.companyMemberId,
      details: { from: result.from, to: body.status, userId: result.member.userId },
    });
  }
  if (result.from === 'ACTIVE' && body.status === 'DISABLED') {
    // Their devices stop receiving this company's push notifications now; should the push
    // service not answer, sending checks the membership anyway (decision 032).
    await deps.push.service
      .removePerson({ userId: result.member.userId, companyId: context.companyId })
      .catch((error: unknown) => request.log.warn({ err: error }, 'push subscriptions not removed'));
  }
  return result.member;
};
