import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushDatabase } from './database.ts';
import { guardedLookup } from './endpoint-policy.ts';
import { PUSH_API } from './http-api.ts';
import { migratePush } from './migrate.ts';
import { PushMessageError } from './push-message.ts';
import { createPushService, deviceIdOf, PushSubscriptionRefused, type PushService } from './push-service.ts';
import { createRemotePushService } from './remote-push-service.ts';
import { deliveries } from './schema.ts';
import { PushEndpointStandIn } from './test/push-endpoint-stand-in.ts';
import { startPushProcess } from './test/start-push-process.ts';

const standIn = new PushEndpointStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.close());

/**
 * One embedded database for the in-process service and the loopback policy test (which is refused
 * before it writes anything): creating and migrating one costs seconds on a busy machine.
 */
let database: Promise<{ client: PGlite; db: PushDatabase }> | undefined;
function pushDatabase() {
  database ??= (async () => {
    const client = new PGlite();
    const db = drizzle({ client }) as unknown as PushDatabase;
    await migratePush(db);
    return { client, db };
  })();
  return database;
}
afterAll(async () => {
  await (await database)?.client.close();
});

const person = () => ({ userId: randomUUID(), companyId: randomUUID() });
const message = {
  title: 'New leave request',
  body: 'One request waits for your decision.',
  url: '/absence/overview',
};
/** The decrypted payload of `message`, with the stored notification payload a click leaves. */
const payloadOf = (sent: typeof message, tag?: string) => ({
  ...sent,
  ...(tag ? { tag } : {}),
  notificationData: { additionalData: { Url: sent.url } },
});
/** Every device reached or removed: nothing to retry, nothing refused. */
const reached = (delivered: number, removed: number) => ({
  delivered,
  removed,
  retry: { devices: [], notBefore: null },
  failed: 0,
});

/** The same behaviour, whether the service runs in this process or as its own. */
function pushServiceBehaviour(
  mode: string,
  setUp: () => Promise<{ service: PushService; close: () => Promise<void> }>,
  more?: () => void,
) {
  describe(`push service (${mode})`, () => {
    let service: PushService;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ service, close } = await setUp());
    }, 120_000);
    afterAll(() => close?.());

    it('delivers an encrypted payload the device decrypts, signed with the VAPID key', async () => {
      const who = person();
      const device = standIn.subscription();
      await service.subscribe({ ...who, ...device });
      const result = await service.sendToPerson(who, {
        ...message,
        topic: 'leave-requests',
        urgency: 'high',
        ttlSeconds: 600,
      });
      expect(result).toEqual(reached(1, 0));
      const [received] = standIn.to(device.endpoint);
      expect(received?.payload).toEqual(payloadOf(message, 'leave-requests'));
      expect(received).toMatchObject({
        ttl: '600',
        urgency: 'high',
        topic: 'leave-requests',
        vapidValid: true,
      });
      expect(received?.vapidPublicKey).toBe(await service.publicKey());
      expect(await service.subscriptionState({ ...who, endpoint: device.endpoint })).toEqual({
        devices: 1,
        thisDevice: true,
      });
    });

    it("sends only to the person's devices in that company; a company switch moves the device", async () => {
      const who = person();
      const otherCompany = { userId: who.userId, companyId: randomUUID() };
      const here = standIn.subscription();
      const there = standIn.subscription();
      await service.subscribe({ ...who, ...here });
      await service.subscribe({ ...otherCompany, ...there });
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 0));
      expect(standIn.to(there.endpoint)).toHaveLength(0);
      // The same device subscribed again while working in the other company.
      await service.subscribe({ ...otherCompany, ...here });
      expect(await service.sendToPerson(who, message)).toEqual(reached(0, 0));
      expect(await service.sendToPerson(otherCompany, message)).toEqual(reached(2, 0));
    });

    it('removes a subscription the push service answers 410 or 404 for', async () => {
      const who = person();
      const expired = standIn.subscription();
      const unknown = standIn.subscription();
      const alive = standIn.subscription();
      for (const device of [expired, unknown, alive]) await service.subscribe({ ...who, ...device });
      standIn.answer(expired.endpoint, { status: 410 });
      standIn.forget(unknown.endpoint);
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 2));
      expect(await service.subscriptionState({ ...who, endpoint: expired.endpoint })).toEqual({
        devices: 1,
        thisDevice: false,
      });
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 0));
      expect(standIn.to(expired.endpoint)).toHaveLength(1);
    });

    it('waits out a 429 Retry-After before sending again', async () => {
      const who = person();
      const device = standIn.subscription();
      await service.subscribe({ ...who, ...device });
      standIn.answer(device.endpoint, { status: 429, headers: { 'retry-after': '1' } });
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 0));
      const [refused, accepted] = standIn.to(device.endpoint);
      expect(refused?.status).toBe(429);
      expect(accepted?.status).toBe(201);
      expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(950);
      expect(accepted?.payload).toEqual(payloadOf(message));
    });

    it('refuses endpoints that are not https or point into a private network, naming the field', async () => {
      const who = person();
      const keys = standIn.subscription().keys;
      for (const endpoint of [
        'http://push.example.com/x',
        'https://10.1.2.3/x',
        'https://169.254.169.254/latest',
        'https://[fe80::1]/x',
        'https://192.168.0.10/x',
        'not a url',
      ]) {
        const refusal = await service.subscribe({ ...who, endpoint, keys }).catch((error: unknown) => error);
        expect(refusal, endpoint).toBeInstanceOf(PushSubscriptionRefused);
        expect((refusal as PushSubscriptionRefused).field).toBe('endpoint');
      }
      const badKey = await service
        .subscribe({ ...who, endpoint: standIn.subscription().endpoint, keys: { ...keys, auth: 'short' } })
        .catch((error: unknown) => error);
      expect((badKey as PushSubscriptionRefused).field).toBe('keys.auth');
      expect(await service.subscriptionState(who)).toEqual({ devices: 0, thisDevice: false });
    });

    it('refuses a payload over 3 KB and a URL that is not a path of the app', async () => {
      const who = person();
      await service.subscribe({ ...who, ...standIn.subscription() });
      const tooLarge = await service
        .sendToPerson(who, { ...message, body: 'x'.repeat(3100) })
        .catch((error: unknown) => error);
      expect(tooLarge).toBeInstanceOf(PushMessageError);
      for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
        const refusal = await service.sendToPerson(who, { ...message, url }).catch((error: unknown) => error);
        expect((refusal as PushMessageError).field, url).toBe('url');
      }
    });

    it('unsubscribes only the own device, and removes a person from a company or everywhere', async () => {
      const who = person();
      const stranger = person();
      const device = standIn.subscription();
      await service.subscribe({ ...who, ...device });
      expect(await service.unsubscribe({ userId: stranger.userId, endpoint: device.endpoint })).toEqual({
        removed: 0,
      });
      expect(await service.unsubscribe({ userId: who.userId, endpoint: device.endpoint })).toEqual({
        removed: 1,
      });
      await service.subscribe({ ...who, ...standIn.subscription() });
      await service.subscribe({ userId: who.userId, companyId: randomUUID(), ...standIn.subscription() });
      expect(await service.removePerson(who)).toEqual({ removed: 1 });
      expect(await service.removePerson({ userId: who.userId })).toEqual({ removed: 1 });
    });

    it('reports the devices to try again (5xx) apart from refusals, and a retry reaches only those', async () => {
      const who = person();
      const [fine, unavailable, broken, refusing] = [1, 2, 3, 4].map(() => standIn.subscription());
      for (const device of [fine, unavailable, broken, refusing]) {
        await service.subscribe({ ...who, ...device! });
      }
      standIn.answer(unavailable!.endpoint, { status: 503, headers: { 'retry-after': '2' } });
      standIn.answer(broken!.endpoint, { status: 500 });
      standIn.answer(refusing!.endpoint, { status: 413 });
      const before = Date.now();
      const first = await service.sendToPerson(who, message);
      expect(first).toMatchObject({ delivered: 1, removed: 0, failed: 1 });
      expect([...first.retry.devices].sort()).toEqual(
        [deviceIdOf(unavailable!.endpoint), deviceIdOf(broken!.endpoint)].sort(),
      );
      // The 503's Retry-After: not before two seconds from now.
      expect(first.retry.notBefore).toBeGreaterThanOrEqual(before + 2_000);
      expect(first.retry.notBefore).toBeLessThan(Date.now() + 2_500);

      const again = await service.sendToPerson(who, message, { devices: first.retry.devices });
      expect(again).toEqual(reached(2, 0));
      // Exactly once each: the device reached the first time got nothing more.
      expect(standIn.to(fine!.endpoint).map((entry) => entry.status)).toEqual([201]);
      expect(standIn.to(unavailable!.endpoint).map((entry) => entry.status)).toEqual([503, 201]);
      expect(standIn.to(broken!.endpoint).map((entry) => entry.status)).toEqual([500, 201]);
      expect(standIn.to(refusing!.endpoint).map((entry) => entry.status)).toEqual([413]);
    });

    it("sends to a person's devices in every company when no company is named", async () => {
      const who = person();
      const here = standIn.subscription();
      const there = standIn.subscription();
      await service.subscribe({ ...who, ...here });
      await service.subscribe({ userId: who.userId, companyId: randomUUID(), ...there });
      await service.subscribe({ ...person(), ...standIn.subscription() });
      expect(await service.sendToPerson({ userId: who.userId, companyId: null }, message)).toEqual(
        reached(2, 0),
      );
    });

    it("removes the devices of one sign-in session, or those of it outside the session's company", async () => {
      const who = person();
      const laptop = standIn.subscription();
      const phone = standIn.subscription();
      await service.subscribe({ ...who, ...laptop, session: 'laptop-session' });
      await service.subscribe({ ...who, ...phone, session: 'phone-session' });
      const elsewhere = { userId: who.userId, companyId: randomUUID() };
      await service.subscribe({ ...elsewhere, ...standIn.subscription(), session: 'laptop-session' });
      // Another person's session of the same name is not theirs to end.
      expect(await service.removeSession({ userId: randomUUID(), session: 'laptop-session' })).toEqual({
        removed: 0,
      });
      expect(
        await service.removeSession({ ...who, session: 'laptop-session', exceptCompanyId: who.companyId }),
      ).toEqual({ removed: 1 });
      expect(await service.subscriptionState({ ...who, endpoint: laptop.endpoint })).toEqual({
        devices: 2,
        thisDevice: true,
      });
      expect(await service.removeSession({ userId: who.userId, session: 'laptop-session' })).toEqual({
        removed: 1,
      });
      expect(await service.subscriptionState({ ...who, endpoint: phone.endpoint })).toEqual({
        devices: 1,
        thisDevice: true,
      });
    });

    it('answers a ping', async () => {
      expect(await service.ping()).toBe(true);
    });

    it('sends one message to many people, each device once, and a send again under its key reaches none', async () => {
      const people = [person(), person(), person()];
      const devices = people.map(() => [standIn.subscription(), standIn.subscription()] as const);
      for (const [index, who] of people.entries()) {
        for (const device of devices[index]!) await service.subscribe({ ...who, ...device });
      }
      // Someone not named, in the same company as the first person, gets nothing.
      const bystander = standIn.subscription();
      await service.subscribe({ userId: randomUUID(), companyId: people[0]!.companyId, ...bystander });
      const key = `event-${randomUUID()}`;
      expect(await service.sendToPeople(people, message, { idempotencyKey: key })).toEqual({
        ...reached(6, 0),
        alreadySent: 0,
      });
      // The same send again, as a job run again after a crash would: nobody gets it twice.
      expect(await service.sendToPeople(people, message, { idempotencyKey: key })).toEqual({
        ...reached(0, 0),
        alreadySent: 6,
      });
      for (const device of devices.flat()) {
        expect(standIn.to(device.endpoint).map((entry) => entry.status)).toEqual([201]);
        expect(standIn.to(device.endpoint)[0]?.payload).toEqual(payloadOf(message));
      }
      expect(standIn.to(bystander.endpoint)).toHaveLength(0);
      // Another message (another key) reaches them again.
      expect(await service.sendToPeople(people, message, { idempotencyKey: `${key}-next` })).toMatchObject({
        delivered: 6,
      });
    });

    it('drops only the device answered 410 and retries only the device answered 503, once each', async () => {
      const people = [person(), person()];
      const [gone, busy, fine, alsoFine] = [1, 2, 3, 4].map(() => standIn.subscription());
      await service.subscribe({ ...people[0]!, ...gone! });
      await service.subscribe({ ...people[0]!, ...busy! });
      await service.subscribe({ ...people[1]!, ...fine! });
      await service.subscribe({ ...people[1]!, ...alsoFine! });
      standIn.answer(gone!.endpoint, { status: 410 });
      standIn.answer(busy!.endpoint, { status: 503, headers: { 'retry-after': '1' } });
      const key = `event-${randomUUID()}`;
      const before = Date.now();
      const first = await service.sendToPeople(people, message, { idempotencyKey: key });
      expect(first).toMatchObject({ delivered: 2, removed: 1, failed: 0, alreadySent: 0 });
      expect(first.retry.devices).toEqual([deviceIdOf(busy!.endpoint)]);
      expect(first.retry.notBefore).toBeGreaterThanOrEqual(before + 1_000);
      expect(await service.subscriptionState({ ...people[0]!, endpoint: gone!.endpoint })).toEqual({
        devices: 1,
        thisDevice: false,
      });
      expect(await service.subscriptionState({ ...people[1]!, endpoint: fine!.endpoint })).toMatchObject({
        devices: 2,
      });

      // The later attempt names that device; whether it names more or not, only it is sent to.
      const later = await service.sendToPeople(people, message, {
        idempotencyKey: key,
        devices: [...first.retry.devices, deviceIdOf(fine!.endpoint)],
      });
      expect(later).toEqual({ ...reached(1, 0), alreadySent: 1 });
      expect(standIn.to(gone!.endpoint).map((entry) => entry.status)).toEqual([410]);
      expect(standIn.to(busy!.endpoint).map((entry) => entry.status)).toEqual([503, 201]);
      expect(standIn.to(fine!.endpoint).map((entry) => entry.status)).toEqual([201]);
      expect(standIn.to(alsoFine!.endpoint).map((entry) => entry.status)).toEqual([201]);
    });

    // Last: the push service's hold covers its whole origin (every device of the stand-in).
    it('skips devices whose push service asks to wait longer than 10 s, naming them for later', async () => {
      const who = person();
      const device = standIn.subscription();
      await service.subscribe({ ...who, ...device });
      standIn.answer(device.endpoint, { status: 429, headers: { 'retry-after': '30' } });
      const before = Date.now();
      const result = await service.sendToPerson(who, message);
      expect(result).toMatchObject({ delivered: 0, removed: 0, failed: 0 });
      expect(result.retry.devices).toEqual([deviceIdOf(device.endpoint)]);
      expect(result.retry.notBefore).toBeGreaterThanOrEqual(before + 30_000);
      // Nothing waited here, and nothing more went to that push service meanwhile.
      expect(Date.now() - before).toBeLessThan(5_000);
      const other = standIn.subscription();
      await service.subscribe({ ...who, ...other });
      const held = await service.sendToPerson(who, message);
      expect(held.retry.devices).toHaveLength(2);
      expect(standIn.to(other.endpoint)).toHaveLength(0);
      expect(standIn.to(device.endpoint).map((entry) => entry.status)).toEqual([429]);
    });

    more?.();
  });
}

pushServiceBehaviour('in this process', async () => {
  const { db } = await pushDatabase();
  const service = createPushService({
    db,
    vapid: webPush.generateVAPIDKeys(),
    subject: 'mailto:push@atrium.test',
    policy: { allowLoopback: true },
    ca: standIn.ca,
  });
  return { service, close: async () => {} };
});

const secret = randomBytes(32).toString('base64url');
let processUrl = '';
pushServiceBehaviour(
  'as its own process',
  async () => {
    const running = await startPushProcess({ secret, ca: standIn.ca });
    processUrl = running.url;
    return { service: createRemotePushService({ url: running.url, secret }), close: running.stop };
  },
  () => {
    it('refuses calls without the shared secret', async () => {
      for (const authorization of ['Bearer wrong', '', `Bearer ${secret}x`]) {
        const response = await fetch(`${processUrl}${PUSH_API.publicKey}`, { headers: { authorization } });
        expect(response.status, authorization).toBe(401);
      }
      const wrongSecret = createRemotePushService({ url: processUrl, secret: 'not-the-secret' });
      await expect(wrongSecret.sendToPerson(person(), message)).rejects.toThrow(/401/);
      expect((await fetch(`${processUrl}${PUSH_API.health}`)).status).toBe(200);
    });
  },
);

describe('endpoint policy without the loopback setting', () => {
  it('refuses loopback endpoints', async () => {
    const { db } = await pushDatabase();
    const service = createPushService({
      db,
      vapid: webPush.generateVAPIDKeys(),
      subject: 'mailto:push@atrium.test',
      policy: { allowLoopback: false },
      ca: standIn.ca,
    });
    const who = person();
    const device = standIn.subscription();
    for (const endpoint of [
      device.endpoint,
      'https://localhost/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
    ]) {
      const refusal = await service
        .subscribe({ ...who, endpoint, keys: device.keys })
        .catch((e: unknown) => e);
      expect(refusal, endpoint).toBeInstanceOf(PushSubscriptionRefused);
    }
    // The shared database may still be migrating on a busy machine.
  }, 120_000);
});

describe('sending to many devices (in this process)', () => {
  const serviceWith = async (options: Partial<Parameters<typeof createPushService>[0]> = {}) =>
    createPushService({
      db: (await pushDatabase()).db,
      vapid: webPush.generateVAPIDKeys(),
      subject: 'mailto:push@atrium.test',
      policy: { allowLoopback: true },
      ca: standIn.ca,
      ...options,
    });

  it('keeps at most its limit of requests open, however many sends run at once', async () => {
    const service = await serviceWith({ maxInFlight: 4 });
    const people = Array.from({ length: 12 }, person);
    const devices = people.map(() => standIn.subscription());
    for (const [index, who] of people.entries()) await service.subscribe({ ...who, ...devices[index]! });
    standIn.peakInFlight = 0;
    // Slow answers, so that every request the service lets out overlaps the others.
    standIn.answerDelayMs = 400;
    try {
      const results = await Promise.all([
        service.sendToPeople(people.slice(0, 6), message),
        service.sendToPeople(people.slice(6), message),
      ]);
      expect(results.map((result) => result.delivered)).toEqual([6, 6]);
      expect(standIn.peakInFlight).toBe(4);
    } finally {
      standIn.answerDelayMs = 0;
    }
  }, 60_000);

  it('lets go of an idle connection before the push service closes it, so no send goes into a closing one', async () => {
    // A push service that keeps idle connections 5 s, as it announces (Keep-Alive: timeout=5).
    const closing = new PushEndpointStandIn({ keepAliveTimeoutMs: 5_000 });
    await closing.start();
    try {
      const service = await serviceWith({ ca: closing.ca });
      const who = person();
      await service.subscribe({ ...who, ...closing.subscription() });
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 0));
      expect(await closing.openConnections()).toBe(1);
      const sent = Date.now();
      while ((await closing.openConnections()) > 0 && Date.now() - sent < 4_500) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Closed by the sender, with time to spare before the push service would have closed it.
      expect(await closing.openConnections()).toBe(0);
      expect(await service.sendToPerson(who, message)).toEqual(reached(1, 0));
    } finally {
      await closing.close();
    }
  }, 30_000);

  it('never sends again to a device whose send a crash cut short, nor twice to one device', async () => {
    const service = await serviceWith();
    const who = person();
    const [cutShort, untouched] = [standIn.subscription(), standIn.subscription()];
    await service.subscribe({ ...who, ...cutShort });
    await service.subscribe({ ...who, ...untouched });
    const key = `event-${randomUUID()}`;
    // What a process that died while sending leaves behind: the device claimed, no outcome.
    await (
      await pushDatabase()
    ).db
      .insert(deliveries)
      .values({ key, device: deviceIdOf(cutShort.endpoint), state: 'sending' });
    // The same person named twice (two chunks of a fan-out overlapping) is still one device each.
    expect(await service.sendToPeople([who, who], message, { idempotencyKey: key })).toEqual({
      ...reached(1, 0),
      alreadySent: 1,
    });
    expect(standIn.to(cutShort.endpoint)).toHaveLength(0);
    expect(standIn.to(untouched.endpoint).map((entry) => entry.status)).toEqual([201]);
  });

  it('checks at connection time what the name of a stored endpoint resolves to now', async () => {
    const device = standIn.subscription();
    const endpoint = device.endpoint.replace('127.0.0.1', 'localhost');
    const who = person();
    const resolvingTo = (address: string) => async () => [{ address, family: 4 }];
    const before = await serviceWith({ resolve: resolvingTo('127.0.0.1') });
    await before.subscribe({ ...who, endpoint, keys: device.keys });
    expect(await before.sendToPerson(who, message)).toEqual(reached(1, 0));
    // The name now leads into the private network: the connection is refused before it is made.
    const after = await serviceWith({ resolve: resolvingTo('10.0.0.5') });
    expect(await after.sendToPerson(who, message)).toEqual({
      ...reached(0, 0),
      retry: { devices: [deviceIdOf(endpoint)], notBefore: null },
    });
    expect(standIn.to(endpoint)).toHaveLength(1);
  });
});

describe('guarded lookup', () => {
  it('refuses a host name that resolves to loopback unless allowed', async () => {
    const lookup = (allowLoopback: boolean) =>
      new Promise<NodeJS.ErrnoException | null>((done) =>
        guardedLookup({ allowLoopback })('localhost', {}, (error) => done(error)),
      );
    expect((await lookup(false))?.code).toBe('EPUSHADDRESS');
    expect(await lookup(true)).toBeNull();
  });
});

describe('subscription check resolves names as delivery does', () => {
  // Names and what they resolve to here, so the test does not depend on the machine's resolver.
  const answers: Record<string, Array<{ address: string; family: number }>> = {
    'localhost.': [{ address: '127.0.0.1', family: 4 }],
    'ip6-localhost': [{ address: '::1', family: 6 }],
    'mapped.example': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'intranet.example': [{ address: '10.0.0.5', family: 4 }],
    'metadata.example': [{ address: '169.254.169.254', family: 4 }],
    'mixed.example': [
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
    ],
    'push.example.com': [{ address: '93.184.216.34', family: 4 }],
  };
  const resolve = async (hostname: string) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    return found;
  };
  const serviceWith = async (allowLoopback: boolean) =>
    createPushService({
      db: (await pushDatabase()).db,
      vapid: webPush.generateVAPIDKeys(),
      subject: 'mailto:push@atrium.test',
      policy: { allowLoopback },
      resolve,
    });
  const subscribe = (service: PushService, endpoint: string) =>
    service
      .subscribe({ ...person(), endpoint, keys: standIn.subscription().keys })
      .then(() => null)
      .catch((error: unknown) => error);

  it('V1.3.6 refuses a push endpoint whose host name resolves to loopback, private or link-local addresses', async () => {
    const service = await serviceWith(false);
    for (const host of [
      'localhost.',
      'ip6-localhost',
      'mapped.example',
      'intranet.example',
      'metadata.example',
      'mixed.example',
    ]) {
      const refusal = await subscribe(service, `https://${host}/push/x`);
      expect(refusal, host).toBeInstanceOf(PushSubscriptionRefused);
      expect((refusal as PushSubscriptionRefused).field).toBe('endpoint');
    }
    expect(await subscribe(service, 'https://push.example.com/push/x')).toBeNull();
  }, 120_000);

  it('V1.3.6 a push stand-in on loopback is accepted only where loopback is allowed (tests)', async () => {
    const service = await serviceWith(true);
    expect(await subscribe(service, 'https://localhost./push/x')).toBeNull();
    expect(await subscribe(service, 'https://ip6-localhost/push/x')).toBeNull();
    expect(await subscribe(service, 'https://intranet.example/push/x')).toBeInstanceOf(
      PushSubscriptionRefused,
    );
  }, 120_000);
});
