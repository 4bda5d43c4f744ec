import { z } from 'zod';
import { MANAGER_ROLES, ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  changeProposalSchema,
  changeProposalsQuerySchema,
  companyMemberParamsSchema,
  decideProposalBodySchema,
  employmentBodySchema,
  employmentRecordSchema,
  memberProfileSchema,
  proposalParamsSchema,
  proposeChangeBodySchema,
  recordAuditEntrySchema,
  updateMemberRecordBodySchema,
} from './profile-schemas.ts';

const hr = [Modules.HUMAN_RESOURCES];
const managers = { kind: 'member', roles: MANAGER_ROLES, modules: hr } as const;
const admins = { kind: 'member', roles: ADMIN_ROLES, modules: hr } as const;
const members = { kind: 'member', modules: hr } as const;

export const getMemberProfile = defineOperation({
  operationId: 'hr_GetMemberProfile',
  method: 'GET',
  path: '/api/Admin/users/:companyMemberId/profile',
  summary: "A member's record as the caller may see it, with their access per part",
  description:
    'Owners and admins see everything, special-category data included (each such answer is audited); ' +
    'otherwise the answer holds only the parts and company sections the access rules let the caller view ' +
    '(by default a manager views personal and employment data of members they manage; a section rule alone ' +
    'opens the profile to that section). A caller who may view nothing of it is refused (403).',
  tag: 'HumanResources',
  request: { params: companyMemberParamsSchema },
  response: { schema: memberProfileSchema },
  access: managers,
});

export const getMyProfile = defineOperation({
  operationId: 'hr_GetMyProfile',
  method: 'GET',
  path: '/api/Users/current-user/profile',
  summary: "The caller's own record: personal and employment, without special-category data",
  tag: 'HumanResources',
  response: { schema: memberProfileSchema },
  access: members,
});

export const updateMemberRecord = defineOperation({
  operationId: 'hr_UpdateMemberRecord',
  method: 'PUT',
  path: '/api/Admin/users/:companyMemberId/record',
  summary: "Change a member's personal, other and special-category data (owners and admins)",
  description:
    'Fields left out keep their value, null clears one. Every change is audited with old and new values.',
  tag: 'HumanResources',
  request: { params: companyMemberParamsSchema, body: updateMemberRecordBodySchema },
  response: { schema: memberProfileSchema },
  access: admins,
});

export const addEmploymentRecord = defineOperation({
  operationId: 'hr_AddEmploymentRecord',
  method: 'POST',
  path: '/api/Admin/users/:companyMemberId/employment',
  summary: 'Add a dated employment row (owners and admins, never for themselves)',
  description:
    'The row holds from effectiveFrom until the next one; a row for a day that has one replaces it. ' +
    "When it is in force today the membership's position and department follow it.",
  tag: 'HumanResources',
  request: { params: companyMemberParamsSchema, body: employmentBodySchema },
  response: { status: 201, schema: employmentRecordSchema },
  access: admins,
});

export const proposeChange = defineOperation({
  operationId: 'hr_ProposeChange',
  method: 'POST',
  path: '/api/Users/current-user/change-proposals',
  summary: 'Propose a change to one’s own personal data, for HR to approve',
  tag: 'HumanResources',
  request: { body: proposeChangeBodySchema },
  response: { status: 201, schema: changeProposalSchema },
  access: members,
});

export const getMyChangeProposals = defineOperation({
  operationId: 'hr_GetMyChangeProposals',
  method: 'GET',
  path: '/api/Users/current-user/change-proposals',
  summary: 'The caller’s own proposals, newest first',
  tag: 'HumanResources',
  response: { schema: z.array(changeProposalSchema) },
  access: members,
});

export const getChangeProposals = defineOperation({
  operationId: 'hr_GetChangeProposals',
  method: 'GET',
  path: '/api/Admin/change-proposals',
  summary: 'Proposals of the company by status (pending by default), oldest first (owners and admins)',
  tag: 'HumanResources',
  request: { query: changeProposalsQuerySchema },
  response: { schema: z.array(changeProposalSchema) },
  access: admins,
});

export const decideChangeProposal = defineOperation({
  operationId: 'hr_DecideChangeProposal',
  method: 'PUT',
  path: '/api/Admin/change-proposals/:proposalId',
  summary: 'Approve (the change is applied, with its effective date) or reject a pending proposal',
  description: 'Nobody decides their own proposal. A proposal already decided answers 409.',
  tag: 'HumanResources',
  request: { params: proposalParamsSchema, body: decideProposalBodySchema },
  response: { schema: changeProposalSchema },
  access: admins,
});

export const getRecordAudit = defineOperation({
  operationId: 'hr_GetRecordAudit',
  method: 'GET',
  path: '/api/Admin/users/:companyMemberId/audit',
  summary: "Who changed or read what in a member's record, newest first (owners and admins)",
  tag: 'HumanResources',
  request: { params: companyMemberParamsSchema },
  response: { schema: z.array(recordAuditEntrySchema) },
  access: admins,
});
