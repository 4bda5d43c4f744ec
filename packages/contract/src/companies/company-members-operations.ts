import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  companyMemberIdParamsSchema,
  companyMemberListItemSchema,
  companyMembersPageSchema,
  companyMembersQuerySchema,
  companyRoleSchema,
  currentCompanyMemberSchema,
  memberStatusSchema,
} from './company-schemas.ts';

export const getCurrentCompanyMember = defineOperation({
  operationId: 'companyMembers_GetCurrentCompanyMember',
  method: 'GET',
  path: '/api/CompanyMembers/current-company-member',
  summary: "The caller's membership: role, department roles, status, position and department",
  tag: 'CompanyMembers',
  response: { schema: currentCompanyMemberSchema },
  access: { kind: 'member' },
});

export const getCompanyMembers = defineOperation({
  operationId: 'companyMembers_GetCompanyMembers',
  method: 'GET',
  path: '/api/CompanyMembers',
  summary: 'Members of the current company, paged, searchable by name or e-mail',
  tag: 'CompanyMembers',
  request: { query: companyMembersQuerySchema },
  response: { schema: companyMembersPageSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const updateMemberRole = defineOperation({
  operationId: 'companyMembers_UpdateRole',
  method: 'PUT',
  path: '/api/CompanyMembers/:companyMemberId/role',
  summary: "Change a member's company role",
  description:
    'Only an OWNER grants or removes OWNER; the last OWNER keeps the role; nobody changes their own role.',
  tag: 'CompanyMembers',
  request: { params: companyMemberIdParamsSchema, body: z.object({ role: companyRoleSchema }) },
  response: { schema: companyMemberListItemSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const updateMemberStatus = defineOperation({
  operationId: 'companyMembers_UpdateStatus',
  method: 'PUT',
  path: '/api/CompanyMembers/:companyMemberId/status',
  summary: 'Enable or disable a member',
  description: 'Nobody disables themselves; an OWNER is disabled only by an OWNER, never the last one.',
  tag: 'CompanyMembers',
  request: { params: companyMemberIdParamsSchema, body: z.object({ status: memberStatusSchema }) },
  response: { schema: companyMemberListItemSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});
