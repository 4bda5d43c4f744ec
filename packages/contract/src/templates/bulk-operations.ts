import { z } from 'zod';
import { MANAGER_ROLES, Modules } from '../access/index.ts';
import { binaryFileSchema } from '../company-files/company-files-schemas.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  bulkGenerationSchema,
  bulkGenerationStartedSchema,
  leaveRequestChoiceSchema,
  leaveRequestChoicesQuerySchema,
  startBulkGenerationBodySchema,
} from './bulk-schemas.ts';
import { bulkSelectionCountSchema, bulkSelectionQuerySchema } from './bulk-selection-schemas.ts';

const managers = { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.TEMPLATE_GENERATION] } as const;
const jobParams = z.object({ jobId: z.uuid() });

export const getLeaveRequestChoices = defineOperation({
  operationId: 'templates_GetLeaveRequestChoices',
  method: 'GET',
  path: '/api/Templates/leave-requests',
  summary: 'Leave requests the caller may generate a document for, newest first (at most 50)',
  description:
    'The caller’s own, those the caller is an approver of, and every request for OWNER/ADMIN; ' +
    'filtered by member name or e-mail and by a period. Needs ABSENCE (403 otherwise).',
  tag: 'Templates',
  request: { query: leaveRequestChoicesQuerySchema },
  response: { schema: z.array(leaveRequestChoiceSchema) },
  access: managers,
});

export const startBulkGeneration = defineOperation({
  operationId: 'templates_StartBulkGeneration',
  method: 'POST',
  path: '/api/Templates/bulk',
  summary: 'Queue one document per member or leave request, collected in a ZIP (a background job)',
  description:
    'A member template takes a selection (members, everyone, a department, a division or a filter of ' +
    'the member list, worked out now among the members the caller may see) or companyMemberIds; a ' +
    'leave request template leaveRequestIds or a period (400 naming the field). A selection of nobody, ' +
    'or of more than BULK_GENERATION_MAX_ITEMS people, is 400 naming body.selection with the count. ' +
    'An id of another company answers 404 naming its field. Items the caller may not see, ' +
    'or whose data cannot be filled, are reported as failures and the rest are still made. 413 when ' +
    'the documents (estimated at the template file’s size each) would take the company past its storage.',
  tag: 'Templates',
  request: { body: startBulkGenerationBodySchema },
  response: { status: 202, schema: bulkGenerationStartedSchema },
  access: managers,
});

export const getBulkSelectionCount = defineOperation({
  operationId: 'templates_GetBulkSelectionCount',
  method: 'GET',
  path: '/api/Templates/bulk-selection/count',
  summary: 'How many people a bulk generation choice covers now, and the most one run makes',
  description:
    'Everyone, a department, a division or a filter of the member list, counted among the members ' +
    'the caller may see, as templates_StartBulkGeneration would work it out. Needs HUMAN_RESOURCES ' +
    '(403 otherwise); another company’s department or division answers 404 naming query.id.',
  tag: 'Templates',
  request: { query: bulkSelectionQuerySchema },
  response: { schema: bulkSelectionCountSchema },
  access: managers,
});

export const getBulkGeneration = defineOperation({
  operationId: 'templates_GetBulkGeneration',
  method: 'GET',
  path: '/api/Templates/bulk/:jobId',
  summary: 'How far a bulk generation the caller started has come, its failures and its ZIP',
  description: 'Another person’s job, or an unknown id, answers 404.',
  tag: 'Templates',
  request: { params: jobParams },
  response: { schema: bulkGenerationSchema },
  access: managers,
});

export const downloadBulkGeneration = defineOperation({
  operationId: 'templates_DownloadBulkGeneration',
  method: 'GET',
  path: '/api/Templates/bulk/:jobId/zip',
  summary: 'The ZIP of a completed bulk generation the caller started, as an attachment',
  description:
    'Another person’s job, or one not completed, answers 404; so does one whose ZIP has expired ' +
    '(kept BULK_RESULT_KEEP_DAYS days), with a message saying so.',
  tag: 'Templates',
  request: { params: jobParams },
  response: { schema: binaryFileSchema, description: 'The ZIP, as an attachment' },
  access: managers,
});
