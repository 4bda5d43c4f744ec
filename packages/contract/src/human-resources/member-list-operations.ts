import { z } from 'zod';
import { MANAGER_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  memberExportQuerySchema,
  memberListPageSchema,
  memberListQuerySchema,
} from './member-list-schemas.ts';

const managers = { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.HUMAN_RESOURCES] } as const;

const scope =
  'Owners and admins see the whole company; a division or department manager sees the members of ' +
  'the divisions and departments they manage.';

export const getMemberList = defineOperation({
  operationId: 'hr_GetMemberList',
  method: 'GET',
  path: '/api/Admin/users',
  summary: "The company's members for HR: search, filters, sorting, paged by cursor",
  description:
    `${scope} search matches the start of the full name, given or family name, e-mail or position; ` +
    'employmentType filters by the employment row in force today. Pages follow nextCursor.',
  tag: 'HumanResources',
  request: { query: memberListQuerySchema },
  response: { schema: memberListPageSchema },
  access: managers,
});

export const exportMemberList = defineOperation({
  operationId: 'hr_ExportMemberList',
  method: 'GET',
  path: '/api/Admin/users/export',
  summary: 'Download the filtered member list as CSV or XLSX (attachment)',
  description:
    `${scope} The rows the list shows with the same filters and order, the chosen columns after Name. ` +
    'Cells that start with = + - @, a tab or a carriage return are prefixed with a single quote.',
  tag: 'HumanResources',
  request: { query: memberExportQuerySchema },
  response: { schema: z.string().describe('The file'), description: 'The file, as an attachment' },
  access: managers,
});
