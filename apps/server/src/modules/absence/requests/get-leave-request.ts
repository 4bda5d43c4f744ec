import type { getLeaveRequest } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { requestDetail } from './request-queries.ts';

/** One request: the caller's own, one they approve, or any for ADMIN/OWNER (else 404). */
export const getLeaveRequestHandler: OperationHandler<typeof getLeaveRequest> = ({ context, params }) =>
  context.withTenant((tx) => requestDetail(tx, context.companyId, params.leaveRequestId, context));
