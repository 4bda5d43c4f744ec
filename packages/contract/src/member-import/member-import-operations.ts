import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import {
  memberImportPreviewSchema,
  memberImportQuerySchema,
  memberImportStartedSchema,
  runMemberImportBodySchema,
} from './member-import-schemas.ts';

const admins = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.HUMAN_RESOURCES] } as const;

export const uploadMemberImport = defineUploadOperation({
  operationId: 'hr_UploadMemberImport',
  path: '/api/Admin/users/import/upload',
  summary: 'Upload a CSV file of members to import (owners and admins)',
  tag: 'HumanResources',
  access: admins,
  upload: { field: 'file', kind: 'file' },
});

export const previewMemberImport = defineOperation({
  operationId: 'hr_PreviewMemberImport',
  method: 'GET',
  path: '/api/Admin/users/import/preview',
  summary: 'Dry run of a member import: the columns recognised and every error by row and column',
  description:
    'Reads the uploaded CSV (UTF-8 with or without BOM, or Windows-1251; comma, semicolon or tab) ' +
    'and checks every row without writing anything. A header row that cannot be read is a 400 naming the problem.',
  tag: 'HumanResources',
  request: { query: memberImportQuerySchema },
  response: { schema: memberImportPreviewSchema },
  access: admins,
});

export const runMemberImport = defineOperation({
  operationId: 'hr_RunMemberImport',
  method: 'POST',
  path: '/api/Admin/users/import/run',
  summary: 'Import the members of an uploaded CSV, all or nothing, as a background job',
  description:
    'Checks the file as the dry run does and refuses it (400, naming row and column) while any row is wrong; ' +
    'otherwise queues one job that writes every row in one transaction and reports its progress.',
  tag: 'HumanResources',
  request: { body: runMemberImportBodySchema },
  response: { status: 202, schema: memberImportStartedSchema },
  access: admins,
});

export const getMemberImportErrorReport = defineOperation({
  operationId: 'hr_GetMemberImportErrorReport',
  method: 'GET',
  path: '/api/Admin/users/import/error-report',
  summary: 'Every error of a dry run as CSV (row, column, value problem), as an attachment',
  tag: 'HumanResources',
  request: { query: memberImportQuerySchema },
  response: { schema: z.string().describe('The CSV file'), description: 'The CSV, as an attachment' },
  access: admins,
});

export const getMemberImportTemplate = defineOperation({
  operationId: 'hr_GetMemberImportTemplate',
  method: 'GET',
  path: '/api/Admin/users/import/template',
  summary: 'A CSV template with every column the import reads, headers in the chosen language',
  tag: 'HumanResources',
  request: { query: z.object({ language: z.enum(['en', 'mk', 'sq']).default('en') }) },
  response: { schema: z.string().describe('The CSV file'), description: 'The CSV, as an attachment' },
  access: admins,
});
