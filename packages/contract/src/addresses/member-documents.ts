// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../member-documents/member-documents.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createAbsenceFileRule: OperationAddress<typeof operations.createAbsenceFileRule> = {
  operationId: 'templates_CreateAbsenceFileRule',
  method: 'POST',
  path: '/api/Templates/absence-file-rules',
  tag: 'Templates',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TEMPLATE_GENERATION', 'ABSENCE'] },
};
export const deleteAbsenceFileRule: OperationAddress<typeof operations.deleteAbsenceFileRule> = {
  operationId: 'templates_DeleteAbsenceFileRule',
  method: 'DELETE',
  path: '/api/Templates/absence-file-rules/:absenceFileRuleId',
  tag: 'Templates',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TEMPLATE_GENERATION', 'ABSENCE'] },
};
export const deleteMemberDocument: OperationAddress<typeof operations.deleteMemberDocument> = {
  operationId: 'templates_DeleteMemberDocument',
  method: 'DELETE',
  path: '/api/Templates/member-documents/:memberDocumentId',
  tag: 'Templates',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const downloadMemberDocument: OperationAddress<typeof operations.downloadMemberDocument> = {
  operationId: 'templates_DownloadMemberDocument',
  method: 'GET',
  path: '/api/Templates/member-documents/download',
  tag: 'Templates',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const getAbsenceFileRules: OperationAddress<typeof operations.getAbsenceFileRules> = {
  operationId: 'templates_GetAbsenceFileRules',
  method: 'GET',
  path: '/api/Templates/absence-file-rules',
  tag: 'Templates',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TEMPLATE_GENERATION', 'ABSENCE'] },
};
export const getMemberDocuments: OperationAddress<typeof operations.getMemberDocuments> = {
  operationId: 'templates_GetMemberDocuments',
  method: 'GET',
  path: '/api/Templates/member-documents',
  tag: 'Templates',
  access: { kind: 'member', modules: ['HUMAN_RESOURCES'] },
};
export const updateAbsenceFileRule: OperationAddress<typeof operations.updateAbsenceFileRule> = {
  operationId: 'templates_UpdateAbsenceFileRule',
  method: 'PUT',
  path: '/api/Templates/absence-file-rules/:absenceFileRuleId',
  tag: 'Templates',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TEMPLATE_GENERATION', 'ABSENCE'] },
};
