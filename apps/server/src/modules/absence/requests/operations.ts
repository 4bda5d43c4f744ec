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
import {
  allocateAllowanceYearHandler,
  createAllowancePolicyHandler,
  getAllowancePoliciesHandler,
  updateAllowancePolicyHandler,
} from './allowance-policy-handlers.ts';
import {
  getApprovalPolicyHandler,
  getMyApprovalDelegateHandler,
  setApprovalPolicyHandler,
  setMyApprovalDelegateHandler,
} from './approval-policy-handlers.ts';
import { cancelLeaveRequestHandler } from './cancel-leave-request.ts';
import { changeLeaveRequestHandler } from './change-leave-request.ts';
import { decideLeaveRequestsHandler, type AfterLeaveDecisions } from './decide-leave-requests.ts';
import { getApprovalInboxHandler } from './get-approval-inbox.ts';
import { getBalanceExplanationHandler } from './get-balance-explanation.ts';
import { getLeaveBalancesHandler } from './get-leave-balances.ts';
import { getLeaveRequestHandler } from './get-leave-request.ts';
import { getMyLeaveRequestsHandler } from './get-my-leave-requests.ts';
import { previewLeaveRequestHandler } from './preview-leave-request.ts';
import { submitLeaveRequestHandler } from './submit-leave-request.ts';

/**
 * Absence balances, requests and approvals (docs/product/absence.md, decision 058). `afterDecisions`
 * runs once decisions have committed (decide-leave-requests.ts); app.ts hands it in.
 */
export function absenceRequestOperations(afterDecisions: AfterLeaveDecisions) {
  return defineModuleOperations({
    [previewLeaveRequest.operationId]: {
      operation: previewLeaveRequest,
      handler: previewLeaveRequestHandler,
    },
    [submitLeaveRequest.operationId]: {
      operation: submitLeaveRequest,
      handler: (input) => submitLeaveRequestHandler(input, afterDecisions),
    },
    [getMyLeaveRequests.operationId]: { operation: getMyLeaveRequests, handler: getMyLeaveRequestsHandler },
    [getLeaveApprovalInbox.operationId]: {
      operation: getLeaveApprovalInbox,
      handler: getApprovalInboxHandler,
    },
    [getLeaveRequest.operationId]: { operation: getLeaveRequest, handler: getLeaveRequestHandler },
    [cancelLeaveRequest.operationId]: { operation: cancelLeaveRequest, handler: cancelLeaveRequestHandler },
    [changeLeaveRequest.operationId]: { operation: changeLeaveRequest, handler: changeLeaveRequestHandler },
    [decideLeaveRequests.operationId]: {
      operation: decideLeaveRequests,
      handler: (input) => decideLeaveRequestsHandler(input, afterDecisions),
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
}
