// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/detail-section-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const addDetailEntry: OperationAddress<typeof operations.addDetailEntry> = {
  operationId: 'hr_AddDetailEntry',
  method: 'POST',
  path: '/api/Admin/users/:companyMemberId/detail-sections/:sectionId/entries',
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
export const addMyDetailEntry: OperationAddress<typeof operations.addMyDetailEntry> = {
  operationId: 'hr_AddMyDetailEntry',
  method: 'POST',
  path: '/api/Users/current-user/detail-sections/:sectionId/entries',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const createDetailSection: OperationAddress<typeof operations.createDetailSection> = {
  operationId: 'hr_CreateDetailSection',
  method: 'POST',
  path: '/api/Admin/detail-sections',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const deleteDetailEntry: OperationAddress<typeof operations.deleteDetailEntry> = {
  operationId: 'hr_DeleteDetailEntry',
  method: 'DELETE',
  path: '/api/Admin/users/:companyMemberId/detail-entries/:entryId',
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
export const deleteDetailSection: OperationAddress<typeof operations.deleteDetailSection> = {
  operationId: 'hr_DeleteDetailSection',
  method: 'DELETE',
  path: '/api/Admin/detail-sections/:sectionId',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const getDetailFile: OperationAddress<typeof operations.getDetailFile> = {
  operationId: 'hr_GetDetailFile',
  method: 'GET',
  path: '/api/Users/detail-files/:fileId',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const getDetailSections: OperationAddress<typeof operations.getDetailSections> = {
  operationId: 'hr_GetDetailSections',
  method: 'GET',
  path: '/api/Admin/detail-sections',
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
export const getMyDetailSections: OperationAddress<typeof operations.getMyDetailSections> = {
  operationId: 'hr_GetMyDetailSections',
  method: 'GET',
  path: '/api/Users/current-user/detail-sections',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const reorderDetailSections: OperationAddress<typeof operations.reorderDetailSections> = {
  operationId: 'hr_ReorderDetailSections',
  method: 'PUT',
  path: '/api/Admin/detail-sections-order',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const updateDetailEntry: OperationAddress<typeof operations.updateDetailEntry> = {
  operationId: 'hr_UpdateDetailEntry',
  method: 'PUT',
  path: '/api/Admin/users/:companyMemberId/detail-entries/:entryId',
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
export const updateDetailSection: OperationAddress<typeof operations.updateDetailSection> = {
  operationId: 'hr_UpdateDetailSection',
  method: 'PUT',
  path: '/api/Admin/detail-sections/:sectionId',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const uploadMemberDetailFile: OperationAddress<typeof operations.uploadMemberDetailFile> = {
  operationId: 'hr_UploadMemberDetailFile',
  method: 'POST',
  path: '/api/Admin/users/selected-user/upload-file',
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
export const uploadMyDetailFile: OperationAddress<typeof operations.uploadMyDetailFile> = {
  operationId: 'hr_UploadMyDetailFile',
  method: 'POST',
  path: '/api/Users/current-user/upload-file',
  tag: 'HumanResources',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
