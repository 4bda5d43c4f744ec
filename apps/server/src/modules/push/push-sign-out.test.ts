import { randomBytes, randomUUID } from 'node:crypto';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCompany, logout, logoutEverywhere } from '@atrium/contract/identity-operations';
import type { OperationDefinition } from '@atrium/contract/operations';
import { subscribePush } from '@atrium/contract/push';
import { PushEndpointStandIn, type StandInSubscription } from '@atrium/push/testing';
import { refreshTokens } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { inject, type InjectOptions } from '../../test/inject.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  addMember,
  createMember,
  createTestCompany,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { REFRESH_COOKIE } from '../identity/refresh-cookie.ts';
import { hashOf } from '../identity/sessions.ts';

const standIn = new PushEndpointStandIn();
const defaultCertificates = getCACertificates('default');
let database: TestDatabase;
let testApp: TestApp;
let acme: TestCompany;
let globex: TestCompany;

beforeAll(async () => {
  await standIn.start();
  setDefaultCACertificates([...defaultCertificates, standIn.ca]);
  database = await createTestDatabase();
  testApp = await createTestApp({ database, env: { PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' } });
  acme = await createTestCompany(database, { name: 'Acme Sign-out' });
  globex = await createTestCompany(database, { name: 'Globex Sign-out' });
}, 60_000);
afterAll(async () => {
  setDefaultCACertificates(defaultCertificates);
  await testApp?.close();
  await database?.dispose();
  await standIn.close();
});

/** A sign-in session of the person (a refresh-token family) in a company: its cookie value. */
async function signedIn(person: TestPerson, companyId: string): Promise<string> {
  const cookie = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await database.owner.insert(refreshTokens).values({
    familyId: randomUUID(),
    userId: person.userId,
    companyId,
    tokenHash: hashOf(cookie),
    expiresAt,
    familyExpiresAt: expiresAt,
  });
  return cookie;
}

/** One request as a browser makes it: the access token and (when given) the refresh cookie. */
function request<Op extends OperationDefinition>(
  app: TestApp,
  operation: Op,
  options: Omit<InjectOptions<Op>, 'headers'> & { cookie?: string } = {},
) {
  const { cookie, ...rest } = options;
  return inject(app.app, operation, {
    ...rest,
    ...(cookie ? { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } } : {}),
  });
}

async function subscribeIn(person: TestPerson, cookie: string): Promise<StandInSubscription> {
  const device = standIn.subscription();
  const response = await request(testApp, subscribePush, { as: person, cookie, body: device });
  expect(response.statusCode).toBe(200);
  return device;
}

const subscribed = async (person: TestPerson, companyId: string, device: StandInSubscription) =>
  (
    await testApp.app.platform.push.service.subscriptionState({
      userId: person.userId,
      companyId,
      endpoint: device.endpoint,
    })
  ).thisDevice;

describe('push subscriptions when a session ends or moves', () => {
  it("signing out removes this session's device on the server, not the person's other devices", async () => {
    const person = await createMember(database, acme.companyId);
    const laptop = await signedIn(person, acme.companyId);
    const phone = await signedIn(person, acme.companyId);
    const laptopDevice = await subscribeIn(person, laptop);
    const phoneDevice = await subscribeIn(person, phone);

    // Without a cookie the server cannot tell the session: nothing is removed.
    expect((await request(testApp, logout)).statusCode).toBe(204);
    expect(await subscribed(person, acme.companyId, laptopDevice)).toBe(true);

    const response = await request(testApp, logout, { cookie: laptop });
    expect(response.statusCode).toBe(204);
    expect(await subscribed(person, acme.companyId, laptopDevice)).toBe(false);
    expect(await subscribed(person, acme.companyId, phoneDevice)).toBe(true);
  });

  it("signing out everywhere removes every device of the person in every company, and no one else's", async () => {
    const person = await createMember(database, acme.companyId);
    const inGlobex = await addMember(database, globex.companyId, person);
    const here = await subscribeIn(person, await signedIn(person, acme.companyId));
    const there = await subscribeIn(inGlobex, await signedIn(person, globex.companyId));
    const colleague = await subscribeIn(acme.member, await signedIn(acme.member, acme.companyId));

    const response = await request(testApp, logoutEverywhere, { as: person });
    expect(response.statusCode).toBe(204);
    expect(await subscribed(person, acme.companyId, here)).toBe(false);
    expect(await subscribed(person, globex.companyId, there)).toBe(false);
    expect(await subscribed(acme.member, acme.companyId, colleague)).toBe(true);
    // Anonymous: 401, and nothing removed.
    expect((await request(testApp, logoutEverywhere)).statusCode).toBe(401);
    expect(await subscribed(acme.member, acme.companyId, colleague)).toBe(true);
  });

  it("switching company removes this session's device from the company it leaves", async () => {
    const person = await createMember(database, acme.companyId);
    const inGlobex = await addMember(database, globex.companyId, person);
    const session = await signedIn(person, acme.companyId);
    const other = await signedIn(person, acme.companyId);
    const thisDevice = await subscribeIn(person, session);
    const otherDevice = await subscribeIn(person, other);

    // A company the person is no member of: 404, and the device stays.
    const refused = await request(testApp, chooseCompany, {
      as: person,
      cookie: session,
      body: { companyId: randomUUID() },
    });
    expect(refused.statusCode).toBe(404);
    expect(await subscribed(person, acme.companyId, thisDevice)).toBe(true);

    const switched = await request(testApp, chooseCompany, {
      as: person,
      cookie: session,
      body: { companyId: globex.companyId },
    });
    expect(switched.statusCode).toBe(200);
    expect(await subscribed(person, acme.companyId, thisDevice)).toBe(false);
    expect(await subscribed(person, acme.companyId, otherDevice)).toBe(true);
    expect(await subscribed(inGlobex, globex.companyId, thisDevice)).toBe(false);
  });

  it('signs out all the same when the push service cannot be reached', async () => {
    const unreachable = await createTestApp({
      database,
      env: { PUSH_SERVICE_URL: 'http://127.0.0.1:9', PUSH_SERVICE_SECRET: 's'.repeat(32) },
    });
    try {
      const person = await createMember(database, acme.companyId);
      const cookie = await signedIn(person, acme.companyId);
      const signedOut = await request(unreachable, logout, { cookie });
      expect(signedOut.statusCode).toBe(204);
      const everywhere = await request(unreachable, logoutEverywhere, { as: person });
      expect(everywhere.statusCode).toBe(204);
    } finally {
      await unreachable.close();
    }
  });
});
