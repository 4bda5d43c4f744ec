import { and, eq } from 'drizzle-orm';
import type { setMyApprovalDelegate } from '@atrium/contract/absence';
import { approvalDelegates, companyMembers } from '../../../db/schema/index.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';

/** The caller names who decides in their place while they are on approved leave (or nobody). */
export const setMyApprovalDelegateHandler: OperationHandler<typeof setMyApprovalDelegate> = async ({
  context,
  body,
  deps,
}) => {
  const { companyId, companyMemberId } = context;
  const answer = await context.withTenant(async (tx) => {
    await tx
      .delete(approvalDelegates)
      .where(
        and(eq(approvalDelegates.companyId, companyId), eq(approvalDelegates.memberId, companyMemberId)),
      );
    if (body.delegateMemberId === null) return { delegateMemberId: null };
    if (body.delegateMemberId === companyMemberId) {
      throw validationFailed('You cannot be your own delegate.', [
        { path: 'body.delegateMemberId', message: 'must be someone else' },
      ]);
    }
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.id, body.delegateMemberId),
          eq(companyMembers.status, 'ACTIVE'),
        ),
      );
    if (!member) {
      throw validationFailed('The delegate is not an active member of this company.', [
        { path: 'body.delegateMemberId', message: 'is not an active member of this company' },
      ]);
    }
    await tx
      .insert(approvalDelegates)
      .values({ companyId, memberId: companyMemberId, delegateMemberId: member.id });
    return { delegateMemberId: member.id };
  });
  await deps.audit.record(context, { action: 'approval_delegate.set', details: answer });
  return answer;
};
