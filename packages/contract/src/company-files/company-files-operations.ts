import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import {
  binaryFileSchema,
  companyFileSectionSchema,
  companyFileSectionsSchema,
  companyFilesSchema,
  sectionNameSchema,
} from './company-files-schemas.ts';

/** docs/product/routes-and-redirects.md#screens, docs/product/gates-and-roles.md#roles: company files are for ADMIN/OWNER only; members have no access. */
const admins = { kind: 'member', roles: ADMIN_ROLES } as const;

export const getCompanyFiles = defineOperation({
  operationId: 'companies_GetCompanyFiles',
  method: 'GET',
  path: '/api/Companies/company-files',
  summary: 'Sections in their order, each with its files (newest first)',
  tag: 'CompanyFiles',
  response: { schema: companyFilesSchema },
  access: admins,
});

export const createCompanyFileSection = defineOperation({
  operationId: 'companies_CreateCompanyFileSection',
  method: 'POST',
  path: '/api/Companies/company-files/sections',
  summary: 'Create a section at the end of the list',
  description: 'Names are unique in a company, ignoring case (409 naming body.name).',
  tag: 'CompanyFiles',
  request: { body: z.object({ name: sectionNameSchema }) },
  response: { status: 201, schema: companyFileSectionSchema },
  access: admins,
});

export const updateCompanyFileSection = defineOperation({
  operationId: 'companies_UpdateCompanyFileSection',
  method: 'PUT',
  path: '/api/Companies/company-files/update-section',
  summary: 'Rename a section',
  tag: 'CompanyFiles',
  request: { body: z.object({ companyDetailSectionId: z.uuid(), name: sectionNameSchema }) },
  response: { schema: companyFileSectionSchema },
  access: admins,
});

export const reorderCompanyFileSections = defineOperation({
  operationId: 'companies_ReorderCompanyFileSections',
  method: 'PUT',
  path: '/api/Companies/company-files/sections/order',
  summary: 'Put the sections in the given order',
  description: 'sectionIds must name every section of the company exactly once (400 otherwise).',
  tag: 'CompanyFiles',
  request: { body: z.object({ sectionIds: z.array(z.uuid()).min(1).max(500) }) },
  response: { schema: companyFileSectionsSchema },
  access: admins,
});

export const deleteCompanyFileSection = defineOperation({
  operationId: 'companies_DeleteCompanyFileSection',
  method: 'DELETE',
  path: '/api/Companies/company-files/sections',
  summary: 'Delete an empty section',
  description: 'A section that still holds files is not deleted: 409; delete its files first.',
  tag: 'CompanyFiles',
  request: { query: z.object({ companyDetailSectionId: z.uuid() }) },
  response: { status: 204, schema: z.undefined() },
  access: admins,
});

export const uploadCompanyFile = defineUploadOperation({
  operationId: 'companies_UploadCompanyFile',
  path: '/api/Companies/company-files/detail-section/upload-file',
  summary: 'Upload a file into a section (companyDetailSectionId)',
  tag: 'CompanyFiles',
  access: admins,
  upload: { field: 'file', kind: 'file', requiredFields: ['companyDetailSectionId'] },
});

export const downloadCompanyFile = defineOperation({
  operationId: 'companies_DownloadCompanyFile',
  method: 'GET',
  path: '/api/Companies/company-files/download',
  summary: 'The bytes of a company file, as an attachment',
  tag: 'CompanyFiles',
  request: { query: z.object({ fileId: z.uuid() }) },
  response: { schema: binaryFileSchema },
  access: admins,
});

export const deleteCompanyFile = defineOperation({
  operationId: 'companies_DeleteCompanyFile',
  method: 'DELETE',
  path: '/api/Companies/company-files',
  summary: 'Delete a company file (record and bytes)',
  tag: 'CompanyFiles',
  request: { query: z.object({ fileId: z.uuid() }) },
  response: { status: 204, schema: z.undefined() },
  access: admins,
});
