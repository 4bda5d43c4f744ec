import { z } from 'zod';
import { Roles } from '../access/roles.ts';
import { defineOperation } from '../operations/define-operation.ts';

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED', 'OUTBOX']),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PAGE_SIZE_MAX = 100;

export const getMailOutbox = defineOperation({
  operationId: 'mail_GetOutbox',
  method: 'GET',
  path: '/api/Mail/outbox',
  summary: 'E-mail the product has sent or kept, newest first',
  description:
    'Every message sent or kept undelivered, with its secret links (password reset, confirmation, ' +
    'invitation) withheld: only the recipient may follow them (docs/decisions/017). With SMTP it ' +
    'records each delivery and its error, if any.',
  tag: 'Mail',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(OUTBOX_PAGE_SIZE_MAX).default(25),
      to: z.string().trim().max(320).optional(),
    }),
  },
  response: {
    schema: z.object({ items: z.array(outboxMessageSchema), total: z.number().int().min(0) }),
  },
  access: { kind: 'global', roles: [Roles.SUPERADMIN] },
});
