import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { binaryFileSchema } from '../company-files/company-files-schemas.ts';
import { defineOperation } from '../operations/define-operation.ts';

/*
 * Generated documents filed in a member's documents and the absence file generation rules that
 * file them (docs/product/templates.md#member-documents, docs/decisions/075-member-documents.md).
 */

export const absenceFileStateChangeSchema = z.enum(['approved', 'cancelled']);
export type AbsenceFileStateChange = z.infer<typeof absenceFileStateChangeSchema>;

export const memberDocumentSchema = z
  .object({
    memberDocumentId: z.uuid(),
    name: z.string(),
    sizeBytes: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Who filed it by generating it; null when a rule filed it. */
    filedBy: z.string().nullable(),
    /** The leave request and state change a rule filed it for. */
    leaveRequestId: z.uuid().nullable(),
    stateChange: absenceFileStateChangeSchema.nullable(),
  })
  .meta({ id: 'MemberDocument' });
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

export const absenceFileRuleSchema = z
  .object({
    absenceFileRuleId: z.uuid(),
    leaveTypeId: z.uuid(),
    stateChange: absenceFileStateChangeSchema,
    companyUserTemplateId: z.uuid(),
    /** A PDF of each document is filed beside its DOCX. */
    withPdf: z.boolean(),
  })
  .meta({ id: 'AbsenceFileRule' });
export type AbsenceFileRule = z.infer<typeof absenceFileRuleSchema>;

export const absenceFileRuleBodySchema = z.object({
  leaveTypeId: z.uuid(),
  stateChange: absenceFileStateChangeSchema,
  /** A template of kind leave request. */
  companyUserTemplateId: z.uuid(),
  /** Also file a PDF of each document; refused (400) where the server makes no PDF. */
  withPdf: z.boolean().default(false),
});
export type AbsenceFileRuleBody = z.infer<typeof absenceFileRuleBodySchema>;

const members = { kind: 'member', modules: [Modules.HUMAN_RESOURCES] } as const;
const ruleAdmins = {
  kind: 'member',
  roles: ADMIN_ROLES,
  modules: [Modules.TEMPLATE_GENERATION, Modules.ABSENCE],
} as const;

export const getMemberDocuments = defineOperation({
  operationId: 'templates_GetMemberDocuments',
  method: 'GET',
  path: '/api/Templates/member-documents',
  summary: 'The generated documents filed in a member’s documents, newest first',
  description:
    'For whoever may see the employment part of the member’s record (their own, by default); 404 otherwise.',
  tag: 'Templates',
  request: { query: z.object({ companyMemberId: z.uuid() }) },
  response: { schema: z.array(memberDocumentSchema) },
  access: members,
});

export const downloadMemberDocument = defineOperation({
  operationId: 'templates_DownloadMemberDocument',
  method: 'GET',
  path: '/api/Templates/member-documents/download',
  summary: 'One filed document, as an attachment, for whoever may see the member’s documents (else 404)',
  tag: 'Templates',
  request: { query: z.object({ memberDocumentId: z.uuid() }) },
  response: { schema: binaryFileSchema },
  access: members,
});

export const deleteMemberDocument = defineOperation({
  operationId: 'templates_DeleteMemberDocument',
  method: 'DELETE',
  path: '/api/Templates/member-documents/:memberDocumentId',
  summary: 'Remove a filed document (one filed by mistake, or for the wrong person) with its file',
  description:
    'For whoever may change the employment part of the member’s record; 403 for who may only see it ' +
    '(the member themself), 404 for anyone else. Recorded in the member’s record history.',
  tag: 'Templates',
  request: { params: z.object({ memberDocumentId: z.uuid() }) },
  response: { status: 204, schema: z.undefined() },
  access: members,
});

export const getAbsenceFileRules = defineOperation({
  operationId: 'templates_GetAbsenceFileRules',
  method: 'GET',
  path: '/api/Templates/absence-file-rules',
  summary: 'The absence file generation rules of the current company',
  tag: 'Templates',
  response: { schema: z.array(absenceFileRuleSchema) },
  access: ruleAdmins,
});

export const createAbsenceFileRule = defineOperation({
  operationId: 'templates_CreateAbsenceFileRule',
  method: 'POST',
  path: '/api/Templates/absence-file-rules',
  summary: 'Add a rule: a leave type’s state change files a document made from a leave request template',
  description:
    'Another company’s leave type or template is 404 naming the field; a member template is 400 naming ' +
    'body.companyUserTemplateId; the same rule twice is 409.',
  tag: 'Templates',
  request: { body: absenceFileRuleBodySchema },
  response: { status: 201, schema: absenceFileRuleSchema },
  access: ruleAdmins,
});

export const updateAbsenceFileRule = defineOperation({
  operationId: 'templates_UpdateAbsenceFileRule',
  method: 'PUT',
  path: '/api/Templates/absence-file-rules/:absenceFileRuleId',
  summary: 'Change a rule’s leave type, state change or template',
  tag: 'Templates',
  request: { params: z.object({ absenceFileRuleId: z.uuid() }), body: absenceFileRuleBodySchema },
  response: { schema: absenceFileRuleSchema },
  access: ruleAdmins,
});

export const deleteAbsenceFileRule = defineOperation({
  operationId: 'templates_DeleteAbsenceFileRule',
  method: 'DELETE',
  path: '/api/Templates/absence-file-rules/:absenceFileRuleId',
  summary: 'Remove a rule; documents it filed stay in the members’ documents',
  tag: 'Templates',
  request: { params: z.object({ absenceFileRuleId: z.uuid() }) },
  response: { status: 204, schema: z.undefined() },
  access: ruleAdmins,
});
