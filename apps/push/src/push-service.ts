import { and, eq, ne, sql } from 'drizzle-orm';
import type { PushDatabase } from './database.ts';
import { createDeliveryLedger } from './delivery-ledger.ts';
import { deviceIdOf } from './device-id.ts';
import {
  guardedLookup,
  resolvedEndpointProblem,
  type EndpointPolicy,
  type ResolveAll,
} from './endpoint-policy.ts';
import type { PushMessage } from './push-message.ts';
import { createPushRequests } from './push-requests.ts';
import { PushBackoff } from './retry-after.ts';
import { subscriptions } from './schema.ts';
import { sendToPeople } from './send-to-people.ts';
import { createVapidHeaders } from './vapid-header.ts';
import type { VapidKeys } from './vapid-keys.ts';

export { deviceIdOf };

export interface PushTarget {
  userId: string;
  companyId: string;
}

/** Whom a message goes to: the person's devices in one company, or all of them (companyId null). */
export interface SendTarget {
  userId: string;
  companyId: string | null;
}

export interface SendOptions {
  /** Only these devices (deviceIdOf their endpoints): a retry reaches only those not reached yet. */
  devices?: readonly string[];
}

/**
 * What became of a message, per device: accepted, removed (404/410), to be tried again later, or
 * refused for good. Devices to retry are named by deviceIdOf, never by their endpoint.
 */
export interface SendResult {
  delivered: number;
  removed: number;
  /** Skipped for a push service's Retry-After, or failed in a way a later attempt may not. */
  retry: { devices: string[]; notBefore: number | null };
  failed: number;
}

export interface PeopleSendOptions extends SendOptions {
  /**
   * The message's own id (a notification event's): each device takes a message with this key at
   * most once, whatever sends it again (a retried job, a later attempt). Without one, nothing is
   * remembered (a test notification).
   */
  idempotencyKey?: string;
}

/** A send to many people: as SendResult, plus the devices left out because they had the message. */
export interface PeopleSendResult extends SendResult {
  alreadySent: number;
}

export interface NewSubscription extends PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The sign-in session it was made in (opaque to this service); see removeSession. */
  session?: string;
}

/**
 * What the push service does, the same whether it runs in the API's process or on its own
 * (remote-push-service.ts speaks to the latter over HTTP with the same methods).
 */
export interface PushService {
  publicKey(): Promise<string>;
  /** Stores (or moves to this person and company) one device's subscription. */
  subscribe(subscription: NewSubscription): Promise<void>;
  /** Removes the device's subscription if it is this person's. */
  unsubscribe(input: { userId: string; endpoint: string }): Promise<{ removed: number }>;
  /** Removes a person's subscriptions: in one company, or everywhere without companyId. */
  removePerson(input: { userId: string; companyId?: string }): Promise<{ removed: number }>;
  /**
   * Removes the devices the person subscribed in one sign-in session (that session ended), or
   * those of it outside `exceptCompanyId` (the session moved to that company).
   */
  removeSession(input: { userId: string; session: string; exceptCompanyId?: string }): Promise<{
    removed: number;
  }>;
  /** How many devices the person subscribed in the company, and whether `endpoint` is one. */
  subscriptionState(
    input: PushTarget & { endpoint?: string },
  ): Promise<{ devices: number; thisDevice: boolean }>;
  /** Sends to the person's devices (all of them, or `options.devices`), each at most once. */
  sendToPerson(target: SendTarget, message: PushMessage, options?: SendOptions): Promise<SendResult>;
  /**
   * Sends one message to the devices of many people (a notification's recipients), a batch at a
   * time within the service's requests in flight; with `idempotencyKey`, never twice to a device.
   */
  sendToPeople(
    targets: readonly SendTarget[],
    message: PushMessage,
    options?: PeopleSendOptions,
  ): Promise<PeopleSendResult>;
  /** True when the service answers (always, in process). */
  ping(): Promise<boolean>;
}

/** A subscription the policy refuses; the API answers 400 naming `endpoint`. */
export class PushSubscriptionRefused extends Error {
  readonly field: string;
  readonly reason: string;
  constructor(field: string, reason: string) {
    super(`${field} ${reason}`);
    this.name = 'PushSubscriptionRefused';
    this.field = field;
    this.reason = reason;
  }
}

export interface PushServiceOptions {
  db: PushDatabase;
  vapid: VapidKeys;
  /** mailto: or https: contact the push services may use to reach the operator. */
  subject: string;
  policy: EndpointPolicy;
  /** Extra trusted certificate (PEM) for a push service stand-in in tests. */
  ca?: string;
  /** How host names resolve, for the subscription check and delivery alike; tests give their own. */
  resolve?: ResolveAll;
  maxRetryWaitMs?: number;
  /** Requests to push services open at once, over every send of this service (default 64). */
  maxInFlight?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Enough requests in flight to keep a fan-out of 10,000 devices within a minute when a push
 * service answers within a few hundred milliseconds, few enough not to look like a flood to one.
 */
const DEFAULT_MAX_IN_FLIGHT = 64;
/** A push service that has not answered after this long counts as failed for now. */
const REQUEST_TIMEOUT_MS = 10_000;

const KEY_PATTERN = /^[A-Za-z0-9_-]+={0,2}$/;

export function createPushService(options: PushServiceOptions): PushService {
  const { db, policy } = options;
  const log = options.log ?? (() => {});
  const requests = createPushRequests({
    lookup: guardedLookup(policy, options.resolve),
    ...(options.ca ? { ca: options.ca } : {}),
    maxInFlight: options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const fanOut = {
    db,
    policy,
    ledger: createDeliveryLedger(db),
    batchSize: requests.limit.max,
    delivery: {
      vapidHeader: createVapidHeaders({ ...options.vapid, subject: options.subject }),
      requests,
      backoff: new PushBackoff(),
      maxRetryWaitMs: options.maxRetryWaitMs ?? 10_000,
      sleep: (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
      now: () => Date.now(),
      log,
    },
  };

  return {
    publicKey: async () => options.vapid.publicKey,

    async subscribe(input) {
      // Resolved as delivery will resolve it (endpoint-policy.ts): one rule in one place.
      const problem = await resolvedEndpointProblem(input.endpoint, policy, options.resolve);
      if (problem) throw new PushSubscriptionRefused('endpoint', problem);
      // p256dh: an uncompressed P-256 point (65 bytes); auth: 16 random bytes (RFC 8291).
      if (!KEY_PATTERN.test(input.keys.p256dh) || Buffer.from(input.keys.p256dh, 'base64url').length !== 65) {
        throw new PushSubscriptionRefused('keys.p256dh', 'must be a base64url P-256 public key (65 bytes)');
      }
      if (!KEY_PATTERN.test(input.keys.auth) || Buffer.from(input.keys.auth, 'base64url').length !== 16) {
        throw new PushSubscriptionRefused('keys.auth', 'must be a base64url 16-byte secret');
      }
      const values = {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userId: input.userId,
        companyId: input.companyId,
        session: input.session ?? null,
      };
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.endpoint,
          set: { ...values, createdAt: sql`now()`, lastDeliveredAt: null },
        });
    },

    async unsubscribe({ userId, endpoint }) {
      const removed = await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.endpoint, endpoint), eq(subscriptions.userId, userId)))
        .returning({ endpoint: subscriptions.endpoint });
      return { removed: removed.length };
    },

    async removePerson({ userId, companyId }) {
      const removed = await db
        .delete(subscriptions)
        .where(
          companyId === undefined
            ? eq(subscriptions.userId, userId)
            : and(eq(subscriptions.userId, userId), eq(subscriptions.companyId, companyId)),
        )
        .returning({ endpoint: subscriptions.endpoint });
      return { removed: removed.length };
    },

    async removeSession({ userId, session, exceptCompanyId }) {
      const removed = await db
        .delete(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.session, session),
            exceptCompanyId === undefined ? undefined : ne(subscriptions.companyId, exceptCompanyId),
          ),
        )
        .returning({ endpoint: subscriptions.endpoint });
      return { removed: removed.length };
    },

    async subscriptionState({ userId, companyId, endpoint }) {
      const rows = await db
        .select({ endpoint: subscriptions.endpoint })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.companyId, companyId)));
      return { devices: rows.length, thisDevice: rows.some((row) => row.endpoint === endpoint) };
    },

    async sendToPerson(target, message, options = {}) {
      const { alreadySent: _, ...result } = await sendToPeople(fanOut, [target], message, options);
      return result;
    },

    sendToPeople: (targets, message, options) => sendToPeople(fanOut, targets, message, options),

    ping: async () => true,
  };
}
