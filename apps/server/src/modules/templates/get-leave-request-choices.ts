import type { getLeaveRequestChoices } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readRequestChoices } from './leave-request-choices.ts';
import { assertKindModule } from './template-access.ts';

const CHOICES_LIMIT = 50;

/** The leave requests the caller may generate a document for, filtered, newest first. */
export const getLeaveRequestChoicesHandler: OperationHandler<typeof getLeaveRequestChoices> = ({
  query,
  context,
}) => {
  assertKindModule(context, 'leave_request');
  return context.withTenant(
    async (tx) =>
      (await readRequestChoices(tx, context, { ...query, limit: CHOICES_LIMIT })) as {
        leaveRequestId: string;
        companyMemberId: string;
        memberName: string;
        leaveType: Record<string, string>;
        startsOn: string;
        endsOn: string;
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
      }[],
  );
};
