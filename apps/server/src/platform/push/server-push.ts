import { and, eq } from 'drizzle-orm';
import {
  createPushService,
  createRemotePushService,
  loadVapidKeys,
  migratePush,
  type PushDatabase,
  type PushService,
} from '@atrium/push';
import type { Config } from '../../config.ts';
import { withMigrationLock } from '../../db/migrate.ts';
import type { Database } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import type { PushDelivery } from './push-delivery.ts';

/**
 * `platform.push`: the push service in this process (PUSH_SERVICE_URL unset) or a separate one,
 * behind the same methods. `sendToPerson` is the PushDelivery the notifications use.
 */
export interface ServerPush extends PushDelivery {
  readonly mode: 'embedded' | 'remote';
  /** Subscriptions, state and the public key, for the push operations (modules/push). */
  readonly service: PushService;
}

export interface ServerPushDeps {
  config: Config;
  database: Database;
  log: { warn: (details: object, message: string) => void };
  /** Tests: a certificate the push endpoint stand-in uses. */
  trustedCa?: string;
  /** Tests: the longest Retry-After waited out in place (the push service's default otherwise). */
  maxRetryWaitMs?: number;
}

export async function createServerPush(deps: ServerPushDeps): Promise<ServerPush> {
  const { config, database } = deps;
  const service = config.pushServiceUrl
    ? createRemotePushService({ url: config.pushServiceUrl, secret: config.push.serviceSecret ?? '' })
    : await createEmbeddedService(deps);

  return {
    mode: config.pushServiceUrl ? 'remote' : 'embedded',
    service,
    async sendToPerson(target, message, options) {
      // A person no longer active in the company (member disabled or removed, account disabled)
      // gets nothing from it, and their devices there are dropped.
      const companyId = target.companyId;
      const allowed =
        companyId === null
          ? await isActiveAccount(database, target.userId)
          : await isActiveMember(database, { userId: target.userId, companyId });
      if (!allowed) {
        const { removed } =
          companyId === null
            ? { removed: 0 }
            : await service.removePerson({ userId: target.userId, companyId });
        return { delivered: 0, removed, retry: { devices: [], notBefore: null }, failed: 0 };
      }
      return service.sendToPerson(target, message, options);
    },
  };
}

async function createEmbeddedService(deps: ServerPushDeps): Promise<PushService> {
  const { config, database } = deps;
  // Under the server's migration lock, so instances starting together take turns.
  await withMigrationLock(database, (session) => migratePush(session as unknown as PushDatabase));
  const vapid = await loadVapidKeys({
    dataDir: config.dataDir,
    publicKey: config.push.vapidPublicKey ?? undefined,
    privateKey: config.push.vapidPrivateKey ?? undefined,
  });
  return createPushService({
    db: database.owner as unknown as PushDatabase,
    vapid,
    subject: config.push.vapidSubject,
    policy: { allowLoopback: config.push.allowLoopbackEndpoints },
    ...(deps.trustedCa ? { ca: deps.trustedCa } : {}),
    ...(deps.maxRetryWaitMs === undefined ? {} : { maxRetryWaitMs: deps.maxRetryWaitMs }),
    log: (message, details) => deps.log.warn(details ?? {}, message),
  });
}

async function isActiveAccount(database: Database, userId: string) {
  const rows = await database.withTenant({ companyId: null, userId }, (tx) =>
    tx.select({ disabled: users.disabled }).from(users).where(eq(users.id, userId)),
  );
  return rows[0] !== undefined && !rows[0].disabled;
}

async function isActiveMember(database: Database, target: { userId: string; companyId: string }) {
  const rows = await database.withTenant(target, (tx) =>
    tx
      .select({ status: companyMembers.status, disabled: users.disabled })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.userId, target.userId), eq(companyMembers.companyId, target.companyId))),
  );
  const row = rows[0];
  return row !== undefined && row.status === 'ACTIVE' && !row.disabled;
}
