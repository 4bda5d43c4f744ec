import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvite, getCompanyInvites } from '@atrium/contract/companies';
import { getNotificationStream } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import {
  createTestCompany,
  tokenFor,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

let database: TestDatabase;
let testApp: TestApp;
let company: TestCompany;
let address: string;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  company = await createTestCompany(database, { name: 'Streamy' });
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

/** Reads the events named `name` of an open stream, one at a time. */
function eventsNamed<T>(body: ReadableStream<Uint8Array>, name: 'unread' | 'changed') {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pattern = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`);
  let buffer = '';
  return async function next(): Promise<T> {
    for (;;) {
      const match = pattern.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return JSON.parse(match[1]!) as T;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

const unreadEvents = (body: ReadableStream<Uint8Array>) =>
  eventsNamed<{ unreadCount: number }>(body, 'unread');

async function openStream(person: TestPerson, signal: AbortSignal) {
  const token = await tokenFor(testApp.app, person);
  const response = await fetch(`${address}${getNotificationStream.path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  expect(response.status).toBe(200);
  return response.body!;
}

describe('notifications_GetNotificationStream', () => {
  it('sends the unread count at once and again when a delivery adds one, as server-sent events', async () => {
    const token = await tokenFor(testApp.app, company.member);
    const abort = new AbortController();
    const response = await fetch(`${address}${getNotificationStream.path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const next = unreadEvents(response.body!);
    expect(await next()).toEqual({ unreadCount: 0, otherCompaniesUnread: 0 });

    // What a delivery does: the rows and the announcement, in one transaction.
    await database.withTenant({ companyId: company.companyId, userId: null }, async (tx) => {
      await tx.insert(notifications).values({
        companyId: company.companyId,
        userId: company.member.userId,
        kind: 'job.finished',
        params: { jobName: 'Export', jobLink: '/' },
        link: '/',
      });
      const { notifyUnreadChanged } = await import('./unread-channel.ts');
      await notifyUnreadChanged(tx, [company.member.userId]);
    });
    expect(await next()).toEqual({ unreadCount: 1, otherCompaniesUnread: 0 });
    abort.abort();
  });

  it("tells the company's open screens which shared area another person's write changed, and no other company", async () => {
    const abort = new AbortController();
    const other = await createTestCompany(database, { name: 'Elsewhere' });
    const changes = eventsNamed<{ areas: string[] }>(
      await openStream(company.member, abort.signal),
      'changed',
    );
    const otherChanges = eventsNamed<{ areas: string[] }>(
      await openStream(other.member, abort.signal),
      'changed',
    );
    let otherHeard = false;
    void otherChanges().then(
      () => (otherHeard = true),
      () => undefined,
    );

    const invited = await inject(testApp.app, createInvite, {
      as: company.admin,
      body: { email: 'live@example.test', role: 'MEMBER' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await changes()).toEqual({ areas: ['CompanyInvites'] });
    // A read announces nothing, nor does a write outside the shared areas.
    expect((await inject(testApp.app, getCompanyInvites, { as: company.admin })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(otherHeard).toBe(false);
    abort.abort();
  });

  it('refuses a caller without a token', async () => {
    const response = await fetch(`${address}${getNotificationStream.path}`);
    expect(response.status).toBe(401);
  });
});
