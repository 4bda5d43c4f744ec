// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../member-import/member-import-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getMemberImportErrorReport: OperationAddress<typeof operations.getMemberImportErrorReport> = {
  operationId: 'hr_GetMemberImportErrorReport',
  method: 'GET',
  path: '/api/Admin/users/import/error-report',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const getMemberImportTemplate: OperationAddress<typeof operations.getMemberImportTemplate> = {
  operationId: 'hr_GetMemberImportTemplate',
  method: 'GET',
  path: '/api/Admin/users/import/template',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const previewMemberImport: OperationAddress<typeof operations.previewMemberImport> = {
  operationId: 'hr_PreviewMemberImport',
  method: 'GET',
  path: '/api/Admin/users/import/preview',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const runMemberImport: OperationAddress<typeof operations.runMemberImport> = {
  operationId: 'hr_RunMemberImport',
  method: 'POST',
  path: '/api/Admin/users/import/run',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const uploadMemberImport: OperationAddress<typeof operations.uploadMemberImport> = {
  operationId: 'hr_UploadMemberImport',
  method: 'POST',
  path: '/api/Admin/users/import/upload',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
