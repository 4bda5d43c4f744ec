import {
  assignDepartmentManager,
  assignDivisionManager,
  createDepartment,
  createDivision,
  deleteDepartment,
  deleteDivision,
  getOrganization,
  moveDepartment,
  moveDivision,
  placeMember,
  renameDepartment,
  renameDivision,
  unassignDepartmentManager,
  unassignDivisionManager,
} from '@atrium/contract/organization';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createDepartmentHandler } from './create-department.ts';
import { createDivisionHandler } from './create-division.ts';
import { deleteDepartmentHandler } from './delete-department.ts';
import { deleteDivisionHandler } from './delete-division.ts';
import { getOrganizationHandler } from './get-organization.ts';
import { assignManager, unassignManager } from './manager-queries.ts';
import { moveDepartmentHandler } from './move-department.ts';
import { moveDivisionHandler } from './move-division.ts';
import { placeMemberHandler } from './place-member.ts';
import { renameDepartmentHandler } from './rename-department.ts';
import { renameDivisionHandler } from './rename-division.ts';

/** Divisions, departments, their managers and who is placed where. */
export const organizationOperations = defineModuleOperations({
  [getOrganization.operationId]: { operation: getOrganization, handler: getOrganizationHandler },

  [createDivision.operationId]: { operation: createDivision, handler: createDivisionHandler },
  [renameDivision.operationId]: { operation: renameDivision, handler: renameDivisionHandler },
  [moveDivision.operationId]: { operation: moveDivision, handler: moveDivisionHandler },
  [deleteDivision.operationId]: { operation: deleteDivision, handler: deleteDivisionHandler },

  [createDepartment.operationId]: { operation: createDepartment, handler: createDepartmentHandler },
  [renameDepartment.operationId]: { operation: renameDepartment, handler: renameDepartmentHandler },
  [moveDepartment.operationId]: { operation: moveDepartment, handler: moveDepartmentHandler },
  [deleteDepartment.operationId]: { operation: deleteDepartment, handler: deleteDepartmentHandler },

  // Managers of a division or a department: one assignment rule for both (manager-queries.ts).
  [assignDivisionManager.operationId]: {
    operation: assignDivisionManager,
    handler: ({ params, body, context, deps }) =>
      assignManager(deps, context, { divisionId: params.divisionId }, body.companyMemberId),
  },
  [unassignDivisionManager.operationId]: {
    operation: unassignDivisionManager,
    handler: ({ params, context, deps }) =>
      unassignManager(deps, context, { divisionId: params.divisionId }, params.companyMemberId),
  },
  [assignDepartmentManager.operationId]: {
    operation: assignDepartmentManager,
    handler: ({ params, body, context, deps }) =>
      assignManager(deps, context, { departmentId: params.departmentId }, body.companyMemberId),
  },
  [unassignDepartmentManager.operationId]: {
    operation: unassignDepartmentManager,
    handler: ({ params, context, deps }) =>
      unassignManager(deps, context, { departmentId: params.departmentId }, params.companyMemberId),
  },

  [placeMember.operationId]: { operation: placeMember, handler: placeMemberHandler },
});
