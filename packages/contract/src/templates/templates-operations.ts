import { z } from 'zod';
import { MANAGER_ROLES, Modules } from '../access/index.ts';
import { binaryFileSchema } from '../company-files/company-files-schemas.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import {
  createTemplateBodySchema,
  documentFormatsSchema,
  generateDocumentBodySchema,
  tagCatalogueSchema,
  templateDetailSchema,
  templateKindSchema,
  templateSummarySchema,
  updateTemplateBodySchema,
} from './templates-schemas.ts';

/**
 * docs/product/templates.md#access: managers of a company with TEMPLATE_GENERATION; member templates also need
 * HUMAN_RESOURCES and leave request templates ABSENCE (checked per template kind).
 */
const managers = { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.TEMPLATE_GENERATION] } as const;
const kindNote = 'Member templates need HUMAN_RESOURCES, leave request templates ABSENCE (403 otherwise).';

export const getTemplates = defineOperation({
  operationId: 'templates_GetCompanyUserTemplates',
  method: 'GET',
  path: '/api/Templates',
  summary: 'The templates of one kind of the current company, by name',
  description: kindNote,
  tag: 'Templates',
  request: { query: z.object({ kind: templateKindSchema }) },
  response: { schema: z.array(templateSummarySchema) },
  access: managers,
});

export const getTemplate = defineOperation({
  operationId: 'templates_GetSelectedUserTemplate',
  method: 'GET',
  path: '/api/Templates/selected',
  summary: 'One template with its versions (newest first) and each version’s check report',
  description: kindNote,
  tag: 'Templates',
  request: { query: z.object({ companyUserTemplateId: z.uuid() }) },
  response: { schema: templateDetailSchema },
  access: managers,
});

export const uploadNewTemplateFile = defineUploadOperation({
  operationId: 'templates_UploadNewTemplate',
  path: '/api/Templates/create/user-template/docx',
  summary: 'Upload the file of a new template; then create it with templates_CreateTemplate',
  tag: 'Templates',
  access: managers,
  upload: { field: 'fileTemplate', kind: 'template' },
});

export const uploadTemplateVersion = defineUploadOperation({
  operationId: 'templates_UploadTemplateVersion',
  path: '/api/Templates/update/user-template/docx',
  summary: 'Upload a new version of a template (companyUserTemplateId); earlier versions are kept',
  tag: 'Templates',
  access: managers,
  upload: { field: 'fileTemplate', kind: 'template', requiredFields: ['companyUserTemplateId'] },
});

export const createTemplate = defineOperation({
  operationId: 'templates_CreateTemplate',
  method: 'POST',
  path: '/api/Templates',
  summary: 'Create a template from a file uploaded to the create path; answers it with its check report',
  description: `${kindNote} The file must be one the caller's company uploaded to the create path and not used yet (404 naming body.fileId).`,
  tag: 'Templates',
  request: { body: createTemplateBodySchema },
  response: { status: 201, schema: templateDetailSchema },
  access: managers,
});

export const updateTemplate = defineOperation({
  operationId: 'templates_UpdateTemplate',
  method: 'PUT',
  path: '/api/Templates',
  summary: 'Rename a template or change its language (its file is changed by uploading a version)',
  description: kindNote,
  tag: 'Templates',
  request: { body: updateTemplateBodySchema },
  response: { schema: templateDetailSchema },
  access: managers,
});

export const getTagCatalogue = defineOperation({
  operationId: 'templates_GetTagCatalogue',
  method: 'GET',
  path: '/api/Templates/tags',
  summary: 'Every tag a template of the kind may use, with the company’s own HR fields',
  description: kindNote,
  tag: 'Templates',
  request: { query: z.object({ kind: templateKindSchema }) },
  response: { schema: tagCatalogueSchema },
  access: managers,
});

export const downloadTemplateVersion = defineOperation({
  operationId: 'templates_DownloadTemplateVersion',
  method: 'GET',
  path: '/api/Templates/version/download',
  summary: 'The uploaded file of one template version (its url), as an attachment',
  description: kindNote,
  tag: 'Templates',
  request: { query: z.object({ fileId: z.uuid() }) },
  response: { schema: binaryFileSchema },
  access: managers,
});

export const getDocumentFormats = defineOperation({
  operationId: 'templates_GetDocumentFormats',
  method: 'GET',
  path: '/api/Templates/formats',
  summary: 'Whether generated documents may also be PDF on this server',
  description: 'PDF is a conversion of the DOCX by LibreOffice, where the operator has enabled it.',
  tag: 'Templates',
  response: { schema: documentFormatsSchema },
  access: managers,
});

export const generateDocument = defineOperation({
  operationId: 'templates_GenerateDocument',
  method: 'POST',
  path: '/api/Templates/generate',
  summary:
    'Fill the newest version of a template for one member or one leave request (DOCX or PDF attachment)',
  description:
    `${kindNote} A member template needs companyMemberId, a leave request template leaveRequestId ` +
    '(400 naming the field). The member or request must be one the caller may see (404 otherwise). ' +
    'Each generation is recorded with the template version and a hash of the data. With format ' +
    'pdf the answer is the PDF conversion (503 where the server makes no PDF, or the conversion ' +
    'failed); filed with saveToMemberFiles, the DOCX and the PDF are both kept.',
  tag: 'Templates',
  request: { body: generateDocumentBodySchema },
  response: { schema: binaryFileSchema, description: 'The DOCX or the PDF, as an attachment' },
  access: managers,
  // Saved to the member's files, it shows on their documents (human resources' screens).
  alsoChanges: [Modules.HUMAN_RESOURCES],
});
