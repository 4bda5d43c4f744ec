import { eq } from 'drizzle-orm';
import type { updateMemberStatus } from '@atrium/contract/companies';
import { companyMembers } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { findMember, lockActiveOwners } from './member-queries.ts';

/**
 * Rules, in order: the member must be in the caller's company (404); only an OWNER changes an
 * OWNER's status (403); the last active OWNER is never disabled (409); nobody disables
 * themselves (403). A disabled member is refused from their next request on (the gate re-reads
 * the membership); their data stays.
 */
export function handleUpdateMemberStatus({
  database,
}: Platform): OperationHandler<typeof updateMemberStatus> {
  return async ({ params, body, context }) => {
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
      await recordAudit(database, {
        companyId: context.companyId,
        actorUserId: context.userId,
        action: 'member.status_changed',
        target: result.member.companyMemberId,
        details: { from: result.from, to: body.status, userId: result.member.userId },
        requestId: context.requestId,
      });
    }
    return result.member;
  };
}
