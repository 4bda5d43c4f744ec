import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getNotificationStream } from '@atrium/contract/notifications';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestCompany, tokenFor, type TestCompany } from '../../test/tenant-fixtures.ts';
import type * as UnreadCount from './get-unread-count.ts';

/*
 * A stream whose count fails (a busy connection pool when a thousand streams count at once) tries
 * again instead of leaving the bell stale until the next change.
 */
const failNext = vi.hoisted(() => ({ count: 0 }));
vi.mock('./get-unread-count.ts', async (original) => {
  const actual = await original<typeof UnreadCount>();
  return {
    ...actual,
    unreadCounts: (...args: Parameters<typeof actual.unreadCounts>) => {
      if (failNext.count > 0) {
        failNext.count -= 1;
        return Promise.reject(new Error('timeout exceeded when trying to connect'));
      }
      return actual.unreadCounts(...args);
    },
  };
});

let database: TestDatabase;
let testApp: TestApp;
let company: TestCompany;
let address: string;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  company = await createTestCompany(database, { name: 'Busy' });
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

describe('notification stream under a busy database', () => {
  it('sends the unread count once a failed count succeeds on a later try', async () => {
    failNext.count = 2;
    const abort = new AbortController();
    const response = await fetch(`${address}${getNotificationStream.path}`, {
      headers: { authorization: `Bearer ${await tokenFor(testApp.app, company.member)}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: unread')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += decoder.decode(value, { stream: true });
    }
    expect(failNext.count).toBe(0);
    expect(text).toContain('"unreadCount":0');
    abort.abort();
  }, 20_000);
});
