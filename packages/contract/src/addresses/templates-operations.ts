// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../templates/templates-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createTemplate: OperationAddress<typeof operations.createTemplate> = {
  operationId: 'templates_CreateTemplate',
  method: 'POST',
  path: '/api/Templates',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const downloadTemplateVersion: OperationAddress<typeof operations.downloadTemplateVersion> = {
  operationId: 'templates_DownloadTemplateVersion',
  method: 'GET',
  path: '/api/Templates/version/download',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const generateDocument: OperationAddress<typeof operations.generateDocument> = {
  operationId: 'templates_GenerateDocument',
  method: 'POST',
  path: '/api/Templates/generate',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getDocumentFormats: OperationAddress<typeof operations.getDocumentFormats> = {
  operationId: 'templates_GetDocumentFormats',
  method: 'GET',
  path: '/api/Templates/formats',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getTagCatalogue: OperationAddress<typeof operations.getTagCatalogue> = {
  operationId: 'templates_GetTagCatalogue',
  method: 'GET',
  path: '/api/Templates/tags',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getTemplate: OperationAddress<typeof operations.getTemplate> = {
  operationId: 'templates_GetSelectedUserTemplate',
  method: 'GET',
  path: '/api/Templates/selected',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getTemplates: OperationAddress<typeof operations.getTemplates> = {
  operationId: 'templates_GetCompanyUserTemplates',
  method: 'GET',
  path: '/api/Templates',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const updateTemplate: OperationAddress<typeof operations.updateTemplate> = {
  operationId: 'templates_UpdateTemplate',
  method: 'PUT',
  path: '/api/Templates',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const uploadNewTemplateFile: OperationAddress<typeof operations.uploadNewTemplateFile> = {
  operationId: 'templates_UploadNewTemplate',
  method: 'POST',
  path: '/api/Templates/create/user-template/docx',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const uploadTemplateVersion: OperationAddress<typeof operations.uploadTemplateVersion> = {
  operationId: 'templates_UploadTemplateVersion',
  method: 'POST',
  path: '/api/Templates/update/user-template/docx',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
