import { isAdmin } from '@atrium/contract/access';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { notFound } from '../../../platform/errors/app-error.ts';

/**
 * Whose balance a caller reads: their own, or anyone's for ADMIN/OWNER. Another member's for a
 * MEMBER answers 404, as a member of another company does.
 */
export function balanceMemberOf(context: MemberContext, memberId: string | undefined): string {
  if (memberId === undefined || memberId === context.companyMemberId) return context.companyMemberId;
  if (!isAdmin(context.roles)) throw notFound('The member');
  return memberId;
}

/**
 * Why the caller may not adjust `memberId`'s balance (and what that says of the member named), or
 * null when they may: only owners and
 * admins adjust balances, and nobody their own, so every manual change of a balance has a second
 * person behind it (docs/decisions/078-nobody-adjusts-their-own-balance.md). The adjustment
 * operation refuses with it and the member import names it on a Leave days cell.
 */
export function adjustmentRefusal(
  context: Pick<MemberContext, 'companyMemberId' | 'roles'>,
  /** null: a member added in the same step (an import's new row). */
  memberId: string | null,
): { reason: string; member: string } | null {
  if (!isAdmin(context.roles)) {
    return { reason: 'Only an owner or admin adjusts leave balances', member: 'is not yours to adjust' };
  }
  if (memberId === context.companyMemberId) {
    return {
      reason: 'Nobody adjusts their own leave balance: another owner or admin does',
      member: 'is your own balance',
    };
  }
  return null;
}
