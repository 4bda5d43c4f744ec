import { and, eq, gte, lte } from 'drizzle-orm';
import type { getMyLeaveRequests } from '@atrium/contract/absence';
import { leaveRequests } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { listRequests } from './request-queries.ts';

/** The caller's own requests, newest first; one year's (by any overlap) when asked. */
export const getMyLeaveRequestsHandler: OperationHandler<typeof getMyLeaveRequests> = ({ context, query }) =>
  context.withTenant((tx) =>
    listRequests(
      tx,
      context.companyId,
      and(
        eq(leaveRequests.memberId, context.companyMemberId),
        query.year === undefined ? undefined : lte(leaveRequests.startsOn, `${query.year}-12-31`),
        query.year === undefined ? undefined : gte(leaveRequests.endsOn, `${query.year}-01-01`),
      ),
    ),
  );
