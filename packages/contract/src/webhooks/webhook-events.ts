import type { NotificationKind } from '../notifications/notification-catalogue.ts';

/**
 * The events a company's webhook may subscribe to (docs/product/integrations.md#webhooks): the
 * notifications of the catalogue that are the company's business. A person's own invitation, their
 * support answers and the testing screen's notification are theirs alone and never leave.
 */
export const WEBHOOK_EVENTS = [
  'leave.approval_requested',
  'leave.request_decided',
  'member.role_changed',
  'invitation.accepted',
  'company.module_switched',
  'hr.proposal_submitted',
  'hr.proposal_decided',
  'hr.document_expiring',
  'hr.member_document_expiring',
  'hr.document_expired',
  'hr.member_document_expired',
  'templates.document_filed',
  'templates.member_document_filed',
  'job.finished',
  'job.failed',
] as const satisfies readonly NotificationKind[];

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(kind: string): kind is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(kind);
}
