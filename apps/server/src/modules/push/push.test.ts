import { randomBytes } from 'node:crypto';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getPushPublicKey,
  getPushState,
  sendTestPush,
  subscribePush,
  unsubscribePush,
} from '@atrium/contract/push';
import { PushEndpointStandIn, startPushProcess } from '@atrium/push/testing';
import { updateMemberStatus } from '@atrium/contract/companies';
import { companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  addMember,
  createMember,
  createPerson,
  createTestCompany,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

const standIn = new PushEndpointStandIn();
let database: TestDatabase;
let acme: TestCompany;
let globex: TestCompany;
const defaultCertificates = getCACertificates('default');

beforeAll(async () => {
  await standIn.start();
  // The API process trusts the stand-in's certificate as it would a real push service's.
  setDefaultCACertificates([...defaultCertificates, standIn.ca]);
  database = await createTestDatabase();
  acme = await createTestCompany(database, { name: 'Acme Push' });
  globex = await createTestCompany(database, { name: 'Globex Push' });
});
afterAll(async () => {
  setDefaultCACertificates(defaultCertificates);
  await database?.dispose();
  await standIn.close();
});

const stateOf = (app: TestApp, as: TestPerson | string | undefined, endpoint?: string) =>
  inject(app.app, getPushState, { as, ...(endpoint ? { query: { endpoint } } : {}) });

function pushOperationsBehaviour(mode: 'embedded' | 'remote', env: () => Promise<Record<string, string>>) {
  describe(`push operations (${mode} push service)`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ database, env: await env() });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it('gives a signed-in person the VAPID public key, nobody else', async () => {
      const response = await inject(app.app, getPushPublicKey, { as: acme.member });
      expect(response.statusCode).toBe(200);
      expect(response.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect((await inject(app.app, getPushPublicKey)).statusCode).toBe(401);
    });

    it('subscribes this device, and a test notification arrives decrypted there', async () => {
      const device = standIn.subscription();
      const subscribed = await inject(app.app, subscribePush, { as: acme.member, body: device });
      expect(subscribed.statusCode).toBe(200);
      expect(subscribed.json()).toEqual({ mode, reachable: true, devices: 1, thisDevice: true });

      const sent = await inject(app.app, sendTestPush, { as: acme.member });
      expect(sent.json()).toEqual({ delivered: 1, removed: 0 });
      const [received] = standIn.to(device.endpoint);
      expect(received?.payload).toEqual({
        title: 'Atrium test notification',
        body: 'Push notifications reach this device.',
        url: '/testing',
        tag: 'atrium-test',
        notificationData: { additionalData: { Url: '/testing' } },
      });
      expect(received?.vapidValid).toBe(true);

      // Another person cannot remove it; its owner can.
      const stranger = await inject(app.app, unsubscribePush, {
        as: acme.admin,
        body: { endpoint: device.endpoint },
      });
      expect(stranger.json()).toEqual({ removed: 0 });
      const own = await inject(app.app, unsubscribePush, {
        as: acme.member,
        body: { endpoint: device.endpoint },
      });
      expect(own.json()).toEqual({ removed: 1 });
      expect((await stateOf(app, acme.member, device.endpoint)).json()).toMatchObject({
        devices: 0,
        thisDevice: false,
      });
    });

    it('refuses an endpoint that is not https or points into a private network, storing nothing', async () => {
      const { keys } = standIn.subscription();
      for (const endpoint of [
        'http://push.example.com/a',
        'https://10.0.0.8/a',
        'https://169.254.169.254/',
      ]) {
        const response = await inject(app.app, subscribePush, {
          as: globex.member,
          body: { endpoint, keys },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: [{ path: 'body.endpoint' }],
        });
      }
      const missingKeys = await inject(app.app, subscribePush, {
        as: globex.member,
        body: unchecked({ endpoint: standIn.subscription().endpoint }),
      });
      expect(missingKeys.statusCode).toBe(400);
      expect(errorOf(missingKeys).fields?.[0]?.path).toMatch(/keys/);
      expect((await stateOf(app, globex.member)).json()).toMatchObject({ devices: 0 });
    });

    it('needs a company to subscribe or send a test', async () => {
      const nobody = await createPerson(database);
      const body = standIn.subscription();
      expect((await inject(app.app, subscribePush, { as: nobody, body })).statusCode).toBe(403);
      expect((await inject(app.app, sendTestPush, { as: nobody })).statusCode).toBe(403);
    });

    it("removes a member's devices in the company when an administrator disables them", async () => {
      const person = await createMember(database, acme.companyId);
      const device = standIn.subscription();
      await inject(app.app, subscribePush, { as: person, body: device });
      const disabled = await inject(app.app, updateMemberStatus, {
        params: { companyMemberId: person.companyMemberId! },
        as: acme.owner,
        body: { status: 'DISABLED' },
      });
      expect(disabled.statusCode).toBe(200);
      expect(
        await app.app.platform.push.service.subscriptionState({
          userId: person.userId,
          companyId: acme.companyId,
          endpoint: device.endpoint,
        }),
      ).toEqual({ devices: 0, thisDevice: false });
    });

    it("keeps each company's devices apart and drops a disabled member's devices at the next send", async () => {
      const here = standIn.subscription();
      const there = standIn.subscription();
      const inGlobex = await createMember(database, globex.companyId);
      await inject(app.app, subscribePush, { as: inGlobex, body: here });
      // The same person is also a member of Acme; that device is subscribed there.
      const inAcme = await addMember(database, acme.companyId, inGlobex);
      await inject(app.app, subscribePush, { as: inAcme, body: there });

      const push = app.app.platform.push;
      const message = { title: 'Reminder', body: 'A task waits.', url: '/notifications/overview' };
      expect(
        await push.sendToPerson({ userId: inGlobex.userId, companyId: globex.companyId }, message),
      ).toEqual({ delivered: 1, removed: 0, retry: { devices: [], notBefore: null }, failed: 0 });
      expect(standIn.to(there.endpoint)).toHaveLength(0);

      await database.owner
        .update(companyMembers)
        .set({ status: 'DISABLED' })
        .where(eq(companyMembers.id, inAcme.companyMemberId!));
      expect(
        await push.sendToPerson({ userId: inGlobex.userId, companyId: acme.companyId }, message),
      ).toEqual({ delivered: 0, removed: 1, retry: { devices: [], notBefore: null }, failed: 0 });
      expect(standIn.to(there.endpoint)).toHaveLength(0);
      expect((await stateOf(app, inGlobex, here.endpoint)).json()).toMatchObject({ thisDevice: true });
    });
  });
}

pushOperationsBehaviour('embedded', async () => ({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' }));

const secret = randomBytes(32).toString('base64url');
let running: Awaited<ReturnType<typeof startPushProcess>> | undefined;
pushOperationsBehaviour('remote', async () => {
  running = await startPushProcess({ secret, ca: standIn.ca });
  return { PUSH_SERVICE_URL: running.url, PUSH_SERVICE_SECRET: secret };
});
afterAll(() => running?.stop());

describe('push operations with the push service down', () => {
  it('reports it unreachable and answers 503 to a subscription', async () => {
    const app = await createTestApp({
      database,
      env: { PUSH_SERVICE_URL: 'http://127.0.0.1:9', PUSH_SERVICE_SECRET: secret },
    });
    try {
      expect((await stateOf(app, acme.owner)).json()).toEqual({
        mode: 'remote',
        reachable: false,
        devices: null,
        thisDevice: false,
      });
      const response = await inject(app.app, subscribePush, { as: acme.owner, body: standIn.subscription() });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
