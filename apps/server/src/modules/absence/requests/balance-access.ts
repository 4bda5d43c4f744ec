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
