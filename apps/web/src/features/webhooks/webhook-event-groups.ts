import { WEBHOOK_EVENTS, type WebhookEvent } from '@atrium/contract/webhooks';

/** An event's interface key: i18next reads a dot as a nesting. */
export const eventKey = (event: WebhookEvent): string => `webhooks.events.${event.replace(/\./g, '_')}`;

export type WebhookEventGroup = 'absence' | 'people' | 'humanResources' | 'documents' | 'jobs';

const GROUP_OF_PREFIX: Record<string, WebhookEventGroup> = {
  leave: 'absence',
  member: 'people',
  invitation: 'people',
  company: 'people',
  hr: 'humanResources',
  templates: 'documents',
  job: 'jobs',
};

const GROUPS: readonly WebhookEventGroup[] = ['absence', 'people', 'humanResources', 'documents', 'jobs'];

/**
 * The contract's events by the area they come from, in the contract's order within each; an
 * event of a new area lands with the background tasks rather than nowhere.
 */
export function webhookEventGroups(): { group: WebhookEventGroup; events: WebhookEvent[] }[] {
  return GROUPS.map((group) => ({
    group,
    events: WEBHOOK_EVENTS.filter((event) => (GROUP_OF_PREFIX[event.split('.')[0]!] ?? 'jobs') === group),
  })).filter((entry) => entry.events.length > 0);
}
