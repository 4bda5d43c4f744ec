import type { FastifyInstance } from 'fastify';
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
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  handleCreateDepartment,
  handleDeleteDepartment,
  handleMoveDepartment,
  handleRenameDepartment,
} from './department-handlers.ts';
import {
  handleCreateDivision,
  handleDeleteDivision,
  handleMoveDivision,
  handleRenameDivision,
} from './division-handlers.ts';
import { handleGetOrganization } from './get-organization.ts';
import {
  handleAssignDepartmentManager,
  handleAssignDivisionManager,
  handleUnassignDepartmentManager,
  handleUnassignDivisionManager,
} from './manager-handlers.ts';
import { handlePlaceMember } from './place-member.ts';

/** Divisions, departments, their managers and who is placed where (issue 4, item 6). */
export async function registerOrganizationModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, getOrganization, handleGetOrganization);
  registerOperation(app, createDivision, handleCreateDivision(platform));
  registerOperation(app, renameDivision, handleRenameDivision(platform));
  registerOperation(app, moveDivision, handleMoveDivision(platform));
  registerOperation(app, deleteDivision, handleDeleteDivision(platform));
  registerOperation(app, createDepartment, handleCreateDepartment(platform));
  registerOperation(app, renameDepartment, handleRenameDepartment(platform));
  registerOperation(app, moveDepartment, handleMoveDepartment(platform));
  registerOperation(app, deleteDepartment, handleDeleteDepartment(platform));
  registerOperation(app, assignDivisionManager, handleAssignDivisionManager(platform));
  registerOperation(app, unassignDivisionManager, handleUnassignDivisionManager(platform));
  registerOperation(app, assignDepartmentManager, handleAssignDepartmentManager(platform));
  registerOperation(app, unassignDepartmentManager, handleUnassignDepartmentManager(platform));
  registerOperation(app, placeMember, handlePlaceMember(platform));
}
