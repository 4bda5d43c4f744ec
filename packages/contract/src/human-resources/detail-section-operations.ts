import { z } from 'zod';
import { ADMIN_ROLES, MANAGER_ROLES, Modules } from '../access/index.ts';
import { binaryFileSchema } from '../company-files/company-files-schemas.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import {
  detailEntryBodySchema,
  detailEntrySchema,
  detailFileParamsSchema,
  detailSectionBodySchema,
  detailSectionDefinitionSchema,
  detailSectionParamsSchema,
  memberEntryParamsSchema,
  memberSectionParamsSchema,
  ownEntryResultSchema,
  ownSectionParamsSchema,
  reorderDetailSectionsBodySchema,
} from './detail-section-schemas.ts';

const hr = [Modules.HUMAN_RESOURCES];
const managers = { kind: 'member', roles: MANAGER_ROLES, modules: hr } as const;
const admins = { kind: 'member', roles: ADMIN_ROLES, modules: hr } as const;
const members = { kind: 'member', modules: hr } as const;

export const getDetailSections = defineOperation({
  operationId: 'hr_GetDetailSections',
  method: 'GET',
  path: '/api/Admin/detail-sections',
  summary: "The company's own profile sections with their fields, in order",
  tag: 'HumanResources',
  response: { schema: z.array(detailSectionDefinitionSchema) },
  access: managers,
});

export const getMyDetailSections = defineOperation({
  operationId: 'hr_GetMyDetailSections',
  method: 'GET',
  path: '/api/Users/current-user/detail-sections',
  summary: 'The sections the caller may add an entry of their own to (edit or propose access)',
  tag: 'HumanResources',
  response: { schema: z.array(detailSectionDefinitionSchema) },
  access: members,
});

export const createDetailSection = defineOperation({
  operationId: 'hr_CreateDetailSection',
  method: 'POST',
  path: '/api/Admin/detail-sections',
  summary: 'Define a section of the profile with its typed fields (owners and admins)',
  description: 'The new section goes last. Field labels are unique within the section.',
  tag: 'HumanResources',
  request: { body: detailSectionBodySchema },
  response: { status: 201, schema: detailSectionDefinitionSchema },
  access: admins,
});

export const updateDetailSection = defineOperation({
  operationId: 'hr_UpdateDetailSection',
  method: 'PUT',
  path: '/api/Admin/detail-sections/:sectionId',
  summary: 'Change a section: its settings and its whole list of fields, in order (owners and admins)',
  description:
    'A field sent with its fieldId is changed, one without is added, one left out is removed (its values ' +
    'stay in old entries but are no longer shown). A field that holds values keeps its type (409). A ' +
    'section that has members with more than one entry stays repeatable (409).',
  tag: 'HumanResources',
  request: { params: detailSectionParamsSchema, body: detailSectionBodySchema },
  response: { schema: detailSectionDefinitionSchema },
  access: admins,
});

export const deleteDetailSection = defineOperation({
  operationId: 'hr_DeleteDetailSection',
  method: 'DELETE',
  path: '/api/Admin/detail-sections/:sectionId',
  summary: 'Remove a section from every profile (owners and admins); its entries are kept, unseen',
  tag: 'HumanResources',
  request: { params: detailSectionParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: admins,
});

export const reorderDetailSections = defineOperation({
  operationId: 'hr_ReorderDetailSections',
  method: 'PUT',
  path: '/api/Admin/detail-sections-order',
  summary: 'Put the sections in the order given (every section named once)',
  tag: 'HumanResources',
  request: { body: reorderDetailSectionsBodySchema },
  response: { schema: z.array(detailSectionDefinitionSchema) },
  access: admins,
});

export const addDetailEntry = defineOperation({
  operationId: 'hr_AddDetailEntry',
  method: 'POST',
  path: '/api/Admin/users/:companyMemberId/detail-sections/:sectionId/entries',
  summary: "Add an entry to a member's section (edit access to the section)",
  description:
    'Values are keyed by field id and checked by field type; a refusal names `body.values.<fieldId>`. ' +
    'A section that is not repeatable holds one entry (409 for a second). A file field holds the ids ' +
    'of files uploaded through hr_UploadMemberDetailFile for this member and section.',
  tag: 'HumanResources',
  request: { params: memberSectionParamsSchema, body: detailEntryBodySchema },
  response: { status: 201, schema: detailEntrySchema },
  access: managers,
});

export const updateDetailEntry = defineOperation({
  operationId: 'hr_UpdateDetailEntry',
  method: 'PUT',
  path: '/api/Admin/users/:companyMemberId/detail-entries/:entryId',
  summary: "Change a member's entry (edit access to its section); files left out are removed",
  tag: 'HumanResources',
  request: { params: memberEntryParamsSchema, body: detailEntryBodySchema },
  response: { schema: detailEntrySchema },
  access: managers,
});

export const deleteDetailEntry = defineOperation({
  operationId: 'hr_DeleteDetailEntry',
  method: 'DELETE',
  path: '/api/Admin/users/:companyMemberId/detail-entries/:entryId',
  summary: "Remove a member's entry and its files (edit access to its section)",
  tag: 'HumanResources',
  request: { params: memberEntryParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: managers,
});

export const addMyDetailEntry = defineOperation({
  operationId: 'hr_AddMyDetailEntry',
  method: 'POST',
  path: '/api/Users/current-user/detail-sections/:sectionId/entries',
  summary: 'Add an entry of one’s own: saved at once with edit access, else a proposal for HR',
  description:
    'With propose access the entry becomes a change proposal that an owner or admin approves ' +
    '(hr_DecideChangeProposal); with edit access it is saved. A file field holds the ids of files ' +
    'uploaded through hr_UploadMyDetailFile for this section.',
  tag: 'HumanResources',
  request: { params: ownSectionParamsSchema, body: detailEntryBodySchema },
  response: { status: 201, schema: ownEntryResultSchema },
  access: members,
});

export const uploadMyDetailFile = defineUploadOperation({
  operationId: 'hr_UploadMyDetailFile',
  path: '/api/Users/current-user/upload-file',
  summary: 'Upload a file for a file field of one’s own entry (companyDetailSectionId: the section)',
  tag: 'HumanResources',
  access: members,
  upload: { field: 'file', kind: 'file', requiredFields: ['companyDetailSectionId'] },
});

export const uploadMemberDetailFile = defineUploadOperation({
  operationId: 'hr_UploadMemberDetailFile',
  path: '/api/Admin/users/selected-user/upload-file',
  summary: "Upload a file for a file field of a member's entry (companyDetailSectionId, companyMemberId)",
  tag: 'HumanResources',
  access: managers,
  upload: { field: 'file', kind: 'file', requiredFields: ['companyDetailSectionId', 'companyMemberId'] },
});

export const getDetailFile = defineOperation({
  operationId: 'hr_GetDetailFile',
  method: 'GET',
  path: '/api/Users/detail-files/:fileId',
  summary: 'A file of a section entry, as an attachment, for whoever may see the section (else 404)',
  tag: 'HumanResources',
  request: { params: detailFileParamsSchema },
  response: { schema: binaryFileSchema },
  access: members,
});
