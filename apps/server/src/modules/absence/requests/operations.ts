import {
  adjustLeaveBalance,
  allocateAllowanceYear,
  cancelLeaveRequest,
  changeLeaveRequest,
  createAllowancePolicy,
  decideLeaveRequests,
  getAllowancePolicies,
  getApprovalPolicy,
  getBalanceExplanation,
  getLeaveApprovalInbox,
  getLeaveBalances,
  getLeaveRequest,
  getMyApprovalDelegate,
  getMyLeaveRequests,
  previewLeaveRequest,
  setApprovalPolicy,
  setMyApprovalDelegate,
  submitLeaveRequest,
  updateAllowancePolicy,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { adjustLeaveBalanceHandler } from './adjust-leave-balance.ts';
import { allocateAllowanceYearHandler } from './allocate-allowance-year.ts';
import { cancelLeaveRequestHandler } from './cancel-leave-request.ts';
import { changeLeaveRequestHandler } from './change-leave-request.ts';
import { createAllowancePolicyHandler } from './create-allowance-policy.ts';
import { decideLeaveRequestsHandler } from './decide-leave-requests.ts';
import { getAllowancePoliciesHandler } from './get-allowance-policies.ts';
import { getApprovalPolicyHandler } from './get-approval-policy.ts';
import { getBalanceExplanationHandler } from './get-balance-explanation.ts';
import { getLeaveApprovalInboxHandler } from './get-leave-approval-inbox.ts';
import { getLeaveBalancesHandler } from './get-leave-balances.ts';
import { getLeaveRequestHandler } from './get-leave-request.ts';
import { getMyApprovalDelegateHandler } from './get-my-approval-delegate.ts';
import { getMyLeaveRequestsHandler } from './get-my-leave-requests.ts';
import { previewLeaveRequestHandler } from './preview-leave-request.ts';
import { setApprovalPolicyHandler } from './set-approval-policy.ts';
import { setMyApprovalDelegateHandler } from './set-my-approval-delegate.ts';
import { submitLeaveRequestHandler } from './submit-leave-request.ts';
import { updateAllowancePolicyHandler } from './update-allowance-policy.ts';

/** Absence balances, requests and approvals (docs/product/absence.md, decision 058). */
export const absenceRequestOperations = defineModuleOperations({
  [previewLeaveRequest.operationId]: {
    operation: previewLeaveRequest,
    handler: previewLeaveRequestHandler,
  },
  [submitLeaveRequest.operationId]: {
    operation: submitLeaveRequest,
    handler: submitLeaveRequestHandler,
  },
  [getMyLeaveRequests.operationId]: { operation: getMyLeaveRequests, handler: getMyLeaveRequestsHandler },
  [getLeaveApprovalInbox.operationId]: {
    operation: getLeaveApprovalInbox,
    handler: getLeaveApprovalInboxHandler,
  },
  [getLeaveRequest.operationId]: { operation: getLeaveRequest, handler: getLeaveRequestHandler },
  [cancelLeaveRequest.operationId]: { operation: cancelLeaveRequest, handler: cancelLeaveRequestHandler },
  [changeLeaveRequest.operationId]: { operation: changeLeaveRequest, handler: changeLeaveRequestHandler },
  [decideLeaveRequests.operationId]: {
    operation: decideLeaveRequests,
    handler: decideLeaveRequestsHandler,
  },
  [getLeaveBalances.operationId]: { operation: getLeaveBalances, handler: getLeaveBalancesHandler },
  [getBalanceExplanation.operationId]: {
    operation: getBalanceExplanation,
    handler: getBalanceExplanationHandler,
  },
  [adjustLeaveBalance.operationId]: { operation: adjustLeaveBalance, handler: adjustLeaveBalanceHandler },
  [getAllowancePolicies.operationId]: {
    operation: getAllowancePolicies,
    handler: getAllowancePoliciesHandler,
  },
  [createAllowancePolicy.operationId]: {
    operation: createAllowancePolicy,
    handler: createAllowancePolicyHandler,
  },
  [updateAllowancePolicy.operationId]: {
    operation: updateAllowancePolicy,
    handler: updateAllowancePolicyHandler,
  },
  [allocateAllowanceYear.operationId]: {
    operation: allocateAllowanceYear,
    handler: allocateAllowanceYearHandler,
  },
  [getApprovalPolicy.operationId]: { operation: getApprovalPolicy, handler: getApprovalPolicyHandler },
  [setApprovalPolicy.operationId]: { operation: setApprovalPolicy, handler: setApprovalPolicyHandler },
  [getMyApprovalDelegate.operationId]: {
    operation: getMyApprovalDelegate,
    handler: getMyApprovalDelegateHandler,
  },
  [setMyApprovalDelegate.operationId]: {
    operation: setMyApprovalDelegate,
    handler: setMyApprovalDelegateHandler,
  },
});
