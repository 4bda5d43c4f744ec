import type { getApprovalPolicy } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { policyOf } from './approval-policy-queries.ts';

/** The company's approval rules in order, with what they leave to the owners and admins. */
export const getApprovalPolicyHandler: OperationHandler<typeof getApprovalPolicy> = ({ context }) =>
  context.withTenant((tx) => policyOf(tx, context.companyId));
