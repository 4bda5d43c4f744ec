import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  companyInviteSchema,
  createdInviteSchema,
  createInviteBodySchema,
  inviteDetailsSchema,
  inviteIdParamsSchema,
  inviteTokenBodySchema,
  respondToInviteBodySchema,
  respondToInviteResultSchema,
} from './invite-schemas.ts';

export const createInvite = defineOperation({
  operationId: 'companyInvites_CreateInvite',
  method: 'POST',
  path: '/api/CompanyInvites',
  summary: 'Invite an e-mail address to the current company with a role',
  description:
    'Mails a single-use link valid for 7 days and answers the same link to the inviter, to pass on in person. Re-inviting a pending address replaces its invitation (and its link); an address that is already a member answers 409.',
  tag: 'CompanyInvites',
  request: { body: createInviteBodySchema },
  response: { status: 201, schema: createdInviteSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const getCompanyInvites = defineOperation({
  operationId: 'companyInvites_GetCompanyInvites',
  method: 'GET',
  path: '/api/CompanyInvites',
  summary: 'Pending invitations of the current company',
  tag: 'CompanyInvites',
  response: { schema: z.array(companyInviteSchema) },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const revokeInvite = defineOperation({
  operationId: 'companyInvites_RevokeInvite',
  method: 'DELETE',
  path: '/api/CompanyInvites/:inviteId',
  summary: 'Revoke a pending invitation; its link stops working',
  tag: 'CompanyInvites',
  request: { params: inviteIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

// POST with the token in the body, not GET with it in the query: URLs are logged, bodies not.
export const getInvite = defineOperation({
  operationId: 'companyInvites_GetInvite',
  method: 'POST',
  path: '/api/CompanyInvites/lookup',
  summary: 'What an invitation link offers: company, role, inviter, status, expiry',
  tag: 'CompanyInvites',
  request: { body: inviteTokenBodySchema },
  response: { schema: inviteDetailsSchema },
  access: { kind: 'signed-in' },
});

export const respondToInvite = defineOperation({
  operationId: 'companyInvites_RespondToInvite',
  method: 'POST',
  path: '/api/CompanyInvites/respond',
  summary: 'Accept or decline an invitation (single use; the e-mail must match the invitation)',
  tag: 'CompanyInvites',
  request: { body: respondToInviteBodySchema },
  response: { schema: respondToInviteResultSchema },
  access: { kind: 'signed-in' },
});
