import { defineOperation } from '../operations/define-operation.ts';
import {
  createSupportMessageBodySchema,
  supportInfoSchema,
  supportMessageCreatedSchema,
} from './support-schemas.ts';

export const getSupportInfo = defineOperation({
  operationId: 'support_GetSupportInfo',
  method: 'GET',
  path: '/api/Support/info',
  summary: 'Where support messages go (the configured support address, if any)',
  tag: 'Support',
  response: { schema: supportInfoSchema },
  access: { kind: 'signed-in' },
});

export const createSupportMessage = defineOperation({
  operationId: 'support_CreateMessage',
  method: 'POST',
  path: '/api/Support/messages',
  summary: 'Send a message to support: stored, and e-mailed to SUPPORT_EMAIL when it is set',
  description: 'Limited per person (429 RATE_LIMITED beyond the limit).',
  tag: 'Support',
  request: { body: createSupportMessageBodySchema },
  response: { status: 201, schema: supportMessageCreatedSchema },
  access: { kind: 'signed-in' },
});
