// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/profile-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const addEmploymentRecord: OperationAddress<typeof operations.addEmploymentRecord> = {
  operationId: 'hr_AddEmploymentRecord',
  method: 'POST',
  path: '/api/Admin/users/:companyMemberId/employment',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const decideChangeProposal: OperationAddress<typeof operations.decideChangeProposal> = {
  operationId: 'hr_DecideChangeProposal',
  method: 'PUT',
  path: '/api/Admin/change-proposals/:proposalId',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const getChangeProposals: OperationAddress<typeof operations.getChangeProposals> = {
  operationId: 'hr_GetChangeProposals',
  method: 'GET',
  path: '/api/Admin/change-proposals',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const getMemberProfile: OperationAddress<typeof operations.getMemberProfile> = {
  operationId: 'hr_GetMemberProfile',
  method: 'GET',
  path: '/api/Admin/users/:companyMemberId/profile',
  tag: 'HumanResources',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['HUMAN_RESOURCES'],
  },
};
export const getMyChangeProposals: OperationAddress<typeof operations.getMyChangeProposals> = {
  operationId: 'hr_GetMyChangeProposals',
  method: 'GET',
  path: '/api/Users/current-user/change-proposals',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const getMyProfile: OperationAddress<typeof operations.getMyProfile> = {
  operationId: 'hr_GetMyProfile',
  method: 'GET',
  path: '/api/Users/current-user/profile',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const getRecordAudit: OperationAddress<typeof operations.getRecordAudit> = {
  operationId: 'hr_GetRecordAudit',
  method: 'GET',
  path: '/api/Admin/users/:companyMemberId/audit',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const proposeChange: OperationAddress<typeof operations.proposeChange> = {
  operationId: 'hr_ProposeChange',
  method: 'POST',
  path: '/api/Users/current-user/change-proposals',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const updateMemberRecord: OperationAddress<typeof operations.updateMemberRecord> = {
  operationId: 'hr_UpdateMemberRecord',
  method: 'PUT',
  path: '/api/Admin/users/:companyMemberId/record',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
