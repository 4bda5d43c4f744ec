import type { previewLeaveRequest } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { evaluateRequest } from './evaluate-request.ts';
import { memberFacts } from './member-facts.ts';

/** What the caller's request would take and the balance after it; nothing is written. */
export const previewLeaveRequestHandler: OperationHandler<typeof previewLeaveRequest> = ({ context, body }) =>
  context.withTenant(async (tx) => {
    const type = await findLeaveType(tx, context.companyId, body.leaveTypeId);
    const member = await memberFacts(tx, context.companyId, context.companyMemberId);
    const { wouldGoNegative: _ignored, ...preview } = await evaluateRequest(
      tx,
      context.companyId,
      member,
      type,
      body,
    );
    return preview;
  });
