import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout, logoutEverywhere } from '@atrium/contract/identity-operations';
import { getNotificationStream } from '@atrium/contract/notifications';
import { refreshTokens } from '../../db/schema/index.ts';
import { revokeAllSessions } from '../../platform/auth/revoke-sessions.ts';
import { notifySessionsEnded } from '../../platform/auth/session-channel.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { inject } from '../../test/inject.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  createMember,
  createTestCompany,
  tokenFor,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { REFRESH_COOKIE } from '../identity/refresh-cookie.ts';
import { hashOf } from '../identity/sessions.ts';

/*
 * An open notification stream was authorised once, when it opened. When its session ends — sign
 * out everywhere, a password reset, signing out of that session — the stream ends too, on every
 * instance (docs/product/notifications.md#the-notifications-screen-and-the-bell).
 */

let database: TestDatabase;
let testApp: TestApp;
let company: TestCompany;
let address: string;
const aborts: AbortController[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  company = await createTestCompany(database, { name: 'Streams end' });
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  for (const abort of aborts) abort.abort();
  await testApp?.close();
  await database?.dispose();
});

/** A sign-in session of the person (a refresh-token family): its cookie value. */
async function signedIn(person: TestPerson): Promise<string> {
  const cookie = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await database.owner.insert(refreshTokens).values({
    familyId: randomUUID(),
    userId: person.userId,
    companyId: company.companyId,
    tokenHash: hashOf(cookie),
    expiresAt,
    familyExpiresAt: expiresAt,
  });
  return cookie;
}

const cookieHeader = (cookie: string) => ({ cookie: `${REFRESH_COOKIE}=${cookie}` });

/**
 * Opens the person's stream as the browser does (access token, and the session's cookie when
 * given), waits for its first counts, and tells whether it ended within `ms`.
 */
async function openStream(person: TestPerson, cookie?: string) {
  const abort = new AbortController();
  aborts.push(abort);
  const response = await fetch(`${address}${getNotificationStream.path}`, {
    headers: {
      authorization: `Bearer ${await tokenFor(testApp.app, person)}`,
      ...(cookie ? cookieHeader(cookie) : {}),
    },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: unread')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before its first counts');
    text += decoder.decode(value, { stream: true });
  }
  const ended = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return true;
    } catch {
      return true;
    }
  })();
  return {
    endsWithin: (ms: number) =>
      Promise.race([ended, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]),
  };
}

describe('V7.4.3 notification streams end with their sessions', () => {
  it('V7.4.3 sign out everywhere ends the open notification streams of the ended sessions', async () => {
    const person = await createMember(database, company.companyId);
    const laptop = await openStream(person, await signedIn(person));
    const tokenOnly = await openStream(person);
    const colleague = await openStream(company.member, await signedIn(company.member));

    const response = await inject(testApp.app, logoutEverywhere, { as: person });
    expect(response.statusCode).toBe(204);
    expect(await laptop.endsWithin(5_000)).toBe(true);
    expect(await tokenOnly.endsWithin(5_000)).toBe(true);
    expect(await colleague.endsWithin(500)).toBe(false);
  });

  it("V7.4.3 signing out of one session ends that session's stream, not the person's others", async () => {
    const person = await createMember(database, company.companyId);
    const laptopSession = await signedIn(person);
    const laptop = await openStream(person, laptopSession);
    const phone = await openStream(person, await signedIn(person));

    const response = await inject(testApp.app, logout, { headers: cookieHeader(laptopSession) });
    expect(response.statusCode).toBe(204);
    expect(await laptop.endsWithin(5_000)).toBe(true);
    expect(await phone.endsWithin(500)).toBe(false);
    // The ended session cannot open a stream again while its access token lasts.
    const again = await fetch(`${address}${getNotificationStream.path}`, {
      headers: {
        authorization: `Bearer ${await tokenFor(testApp.app, person)}`,
        ...cookieHeader(laptopSession),
      },
    });
    expect(again.status).toBe(401);
  });

  it('V7.4.3 a password reset revoking the sessions ends the streams, also when another instance revokes', async () => {
    const person = await createMember(database, company.companyId);
    const first = await openStream(person, await signedIn(person));
    // What a password reset (or a disabled account) does to the person's sessions.
    await revokeAllSessions(database, person.userId);
    expect(await first.endsWithin(5_000)).toBe(true);

    // Another instance announces on the shared database channel; this instance's stream ends.
    const second = await openStream(person);
    await database.withTenant({ companyId: null, userId: person.userId }, (tx) =>
      notifySessionsEnded(tx, { userId: person.userId }),
    );
    expect(await second.endsWithin(5_000)).toBe(true);
  });
});
