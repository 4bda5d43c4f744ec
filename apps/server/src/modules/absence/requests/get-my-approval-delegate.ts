import { and, eq } from 'drizzle-orm';
import type { getMyApprovalDelegate } from '@atrium/contract/absence';
import { approvalDelegates } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';

/** Who decides in the caller's place while they are on approved leave, or nobody. */
export const getMyApprovalDelegateHandler: OperationHandler<typeof getMyApprovalDelegate> = ({ context }) =>
  context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ delegateMemberId: approvalDelegates.delegateMemberId })
      .from(approvalDelegates)
      .where(
        and(
          eq(approvalDelegates.companyId, context.companyId),
          eq(approvalDelegates.memberId, context.companyMemberId),
        ),
      );
    return { delegateMemberId: row?.delegateMemberId ?? null };
  });
