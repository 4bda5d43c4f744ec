import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotificationStream } from '@atrium/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestCompany, tokenFor, type TestCompany } from '../../test/tenant-fixtures.ts';

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

/** Reads `unread` events of an open stream, one at a time. */
function unreadEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ unreadCount: number }> {
    for (;;) {
      const match = /event: unread\ndata: (.*)\n\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return JSON.parse(match[1]!) as { unreadCount: number };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
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

  it('refuses a caller without a token', async () => {
    const response = await fetch(`${address}${getNotificationStream.path}`);
    expect(response.status).toBe(401);
  });
});
