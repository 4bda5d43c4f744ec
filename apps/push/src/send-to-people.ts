import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PushDatabase } from './database.ts';
import {
  deliverToSubscription,
  type DeliveryOptions,
  type DeliveryOutcome,
  type StoredSubscription,
} from './deliver.ts';
import type { DeliveryLedger, LedgerState } from './delivery-ledger.ts';
import { endpointProblem, type EndpointPolicy } from './endpoint-policy.ts';
import { encodePushMessage, ttlOf, type PushMessage } from './push-message.ts';
import type { PeopleSendOptions, PeopleSendResult, SendTarget } from './push-service.ts';
import { deviceIdOf } from './device-id.ts';
import { subscriptions } from './schema.ts';

export interface FanOut {
  db: PushDatabase;
  policy: EndpointPolicy;
  ledger: DeliveryLedger;
  delivery: DeliveryOptions;
  /** Devices claimed and sent together: as many as may be in flight at once. */
  batchSize: number;
}

interface Device extends StoredSubscription {
  id: string;
}

const LEDGER_STATE: Record<DeliveryOutcome['status'], (outcome: DeliveryOutcome) => LedgerState> = {
  delivered: () => 'delivered',
  gone: () => 'gone',
  skipped: () => 'retry',
  failed: (outcome) => (outcome.status === 'failed' && outcome.retry ? 'retry' : 'failed'),
};

/**
 * One message to the devices of many people. The database is read once for every device and
 * written once per batch (the claim, then what became of it), never per device; the requests of
 * a batch go out together, within the push service's limit of requests in flight. While one batch
 * is being sent, the next is claimed, so the limit stays busy: at most two batches of a send are
 * claimed and not yet recorded at any time.
 */
export async function sendToPeople(
  fanOut: FanOut,
  targets: readonly SendTarget[],
  message: PushMessage,
  options: PeopleSendOptions = {},
): Promise<PeopleSendResult> {
  const { payload, topic } = encodePushMessage(message);
  const outgoing = { payload, topic, ttlSeconds: ttlOf(message), urgency: message.urgency ?? 'normal' };
  const only = options.devices ? new Set(options.devices) : null;
  const devices = (await subscriptionsOf(fanOut.db, targets))
    .map((device) => ({ ...device, id: deviceIdOf(device.endpoint) }))
    .filter((device) => only === null || only.has(device.id));
  const result: PeopleSendResult = {
    delivered: 0,
    removed: 0,
    retry: { devices: [], notBefore: null },
    failed: 0,
    alreadySent: 0,
  };
  const key = options.idempotencyKey;

  let previous: Promise<void> = Promise.resolve();
  try {
    for (let start = 0; start < devices.length; start += fanOut.batchSize) {
      const batch = devices.slice(start, start + fanOut.batchSize);
      const claimed =
        key === undefined
          ? null
          : await fanOut.ledger.claim(
              key,
              batch.map((device) => device.id),
            );
      const sending = claimed === null ? batch : batch.filter((device) => claimed.has(device.id));
      result.alreadySent += batch.length - sending.length;
      const sent = Promise.all(
        sending.map((device) =>
          // A stored endpoint is checked again: the policy may have been tightened since.
          endpointProblem(device.endpoint, fanOut.policy)
            ? Promise.resolve<DeliveryOutcome>({ status: 'gone' })
            : deliverToSubscription(device, outgoing, fanOut.delivery),
        ),
      );
      await previous;
      previous = sent.then((outcomes) => settle(fanOut, key, sending, outcomes, result));
    }
  } catch (error) {
    // The batch still being recorded settles (or fails) unheard: the send fails with the first error.
    await previous.catch(() => undefined);
    throw error;
  }
  await previous;
  return result;
}

/** The devices of the people named (in one company, or everywhere for `companyId` null). */
async function subscriptionsOf(
  db: PushDatabase,
  targets: readonly SendTarget[],
): Promise<StoredSubscription[]> {
  const byCompany = new Map<string | null, string[]>();
  for (const target of targets) {
    const people = byCompany.get(target.companyId) ?? [];
    people.push(target.userId);
    byCompany.set(target.companyId, people);
  }
  if (byCompany.size === 0) return [];
  return db
    .select({ endpoint: subscriptions.endpoint, p256dh: subscriptions.p256dh, auth: subscriptions.auth })
    .from(subscriptions)
    .where(
      or(
        ...[...byCompany].map(([companyId, userIds]) =>
          companyId === null
            ? inArray(subscriptions.userId, userIds)
            : and(eq(subscriptions.companyId, companyId), inArray(subscriptions.userId, userIds)),
        ),
      ),
    )
    .orderBy(subscriptions.endpoint);
}

/** One batch's outcomes: gone devices removed, the others' last delivery and the ledger written. */
async function settle(
  fanOut: FanOut,
  key: string | undefined,
  devices: readonly Device[],
  outcomes: readonly DeliveryOutcome[],
  result: PeopleSendResult,
): Promise<void> {
  const endpointsWith = (status: DeliveryOutcome['status']) =>
    devices.filter((_, index) => outcomes[index]!.status === status).map((device) => device.endpoint);
  const gone = endpointsWith('gone');
  const delivered = endpointsWith('delivered');
  if (gone.length > 0) await fanOut.db.delete(subscriptions).where(inArray(subscriptions.endpoint, gone));
  if (delivered.length > 0) {
    await fanOut.db
      .update(subscriptions)
      .set({ lastDeliveredAt: sql`now()` })
      .where(inArray(subscriptions.endpoint, delivered));
  }
  if (key !== undefined) {
    await fanOut.ledger.record(
      key,
      devices.map((device, index) => ({
        device: device.id,
        state: LEDGER_STATE[outcomes[index]!.status](outcomes[index]!),
      })),
    );
  }
  result.delivered += delivered.length;
  result.removed += gone.length;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'failed' && !outcome.retry) result.failed += 1;
    const later =
      outcome.status === 'skipped' || (outcome.status === 'failed' && outcome.retry) ? outcome : null;
    if (!later) return;
    result.retry.devices.push(devices[index]!.id);
    // One later attempt for all of them: not before the latest time any push service named.
    if (later.notBefore !== null)
      result.retry.notBefore = Math.max(result.retry.notBefore ?? 0, later.notBefore);
  });
}
