import { z } from 'zod';
import { Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { absenceFeedBodySchema, absenceFeedCreatedSchema, absenceFeedSchema } from './feed-schemas.ts';

const own = { kind: 'member', modules: [Modules.ABSENCE] } as const;

export const getAbsenceFeed = defineOperation({
  operationId: 'absenceFeed_GetAbsenceFeed',
  method: 'GET',
  path: '/api/AbsenceFeed',
  summary: "The caller's calendar feed (without its secret) and the scopes their rights allow",
  tag: 'AbsenceFeed',
  response: { schema: absenceFeedSchema },
  access: own,
});

export const createAbsenceFeed = defineOperation({
  operationId: 'absenceFeed_CreateAbsenceFeed',
  method: 'PUT',
  path: '/api/AbsenceFeed',
  summary: 'Make a new secret feed address (the old one stops working); shown only in this answer',
  description: 'A scope the caller may not have answers 403 naming `body.scope`.',
  tag: 'AbsenceFeed',
  request: { body: absenceFeedBodySchema },
  response: { schema: absenceFeedCreatedSchema },
  access: own,
});

export const revokeAbsenceFeed = defineOperation({
  operationId: 'absenceFeed_RevokeAbsenceFeed',
  method: 'DELETE',
  path: '/api/AbsenceFeed',
  summary: "Revoke the caller's feed: its address stops working",
  tag: 'AbsenceFeed',
  response: { status: 204, schema: z.undefined() },
  access: own,
});
