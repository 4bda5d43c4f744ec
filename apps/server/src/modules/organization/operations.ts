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
import { assignDepartmentManagerHandler } from './assign-department-manager.ts';
import { assignDivisionManagerHandler } from './assign-division-manager.ts';
import { createDepartmentHandler } from './create-department.ts';
import { createDivisionHandler } from './create-division.ts';
import { deleteDepartmentHandler } from './delete-department.ts';
import { deleteDivisionHandler } from './delete-division.ts';
import { getOrganizationHandler } from './get-organization.ts';
import { moveDepartmentHandler } from './move-department.ts';
import { moveDivisionHandler } from './move-division.ts';
import { placeMemberHandler } from './place-member.ts';
import { renameDepartmentHandler } from './rename-department.ts';
import { renameDivisionHandler } from './rename-division.ts';
import { unassignDepartmentManagerHandler } from './unassign-department-manager.ts';
import { unassignDivisionManagerHandler } from './unassign-division-manager.ts';

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
    handler: assignDivisionManagerHandler,
  },
  [unassignDivisionManager.operationId]: {
    operation: unassignDivisionManager,
    handler: unassignDivisionManagerHandler,
  },
  [assignDepartmentManager.operationId]: {
    operation: assignDepartmentManager,
    handler: assignDepartmentManagerHandler,
  },
  [unassignDepartmentManager.operationId]: {
    operation: unassignDepartmentManager,
    handler: unassignDepartmentManagerHandler,
  },

  [placeMember.operationId]: { operation: placeMember, handler: placeMemberHandler },
});
