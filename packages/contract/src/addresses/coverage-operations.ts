// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/coverage-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const deleteCoverageRule: OperationAddress<typeof operations.deleteCoverageRule> = {
  operationId: 'absenceCoverage_DeleteCoverageRule',
  method: 'DELETE',
  path: '/api/AbsenceCoverage/rules/:departmentId',
  tag: 'AbsenceCoverage',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getCoverageRules: OperationAddress<typeof operations.getCoverageRules> = {
  operationId: 'absenceCoverage_GetCoverageRules',
  method: 'GET',
  path: '/api/AbsenceCoverage/rules',
  tag: 'AbsenceCoverage',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getDepartmentCoverage: OperationAddress<typeof operations.getDepartmentCoverage> = {
  operationId: 'absenceCoverage_GetDepartmentCoverage',
  method: 'GET',
  path: '/api/AbsenceCoverage/departments/:departmentId',
  tag: 'AbsenceCoverage',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const setCoverageRule: OperationAddress<typeof operations.setCoverageRule> = {
  operationId: 'absenceCoverage_SetCoverageRule',
  method: 'PUT',
  path: '/api/AbsenceCoverage/rules/:departmentId',
  tag: 'AbsenceCoverage',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
