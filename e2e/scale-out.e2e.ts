import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../apps/server/src/platform/storage/s3-test-server.ts';
import {
  getJson,
  refreshOverHttp,
  signInOverHttp,
  spawnAtrium,
  untilHealthy,
  type ApiSession,
  type AtriumProcess,
} from './support/atrium-process.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.ts';
import { freePort } from './support/server-process.ts';

/*
 * Several instances (docs/operations.md, "Several instances"): two server processes on one
 * PostgreSQL database with S3-compatible storage and one shared signing key, behind a
 * round-robin balancer. Whatever instance a request lands on, the person is signed in, sees the
 * same files, keeps their session, is counted against one rate limit and hears of a notification
 * on the stream they opened at the other instance.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Reads the `unread` events of an open notification stream, one at a time. */
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
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe.skipIf(!serverUrl)('two instances behind a round-robin balancer', () => {
  const databaseName = `atrium_scale_${randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  const instances: AtriumProcess[] = [];
  let s3: S3TestServer;
  let proxy: RoundRobinProxy;
  let publicUrl = '';
  let session: ApiSession;

  async function onServer(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await onServer(`create database "${databaseName}"`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${databaseName}`;
    s3 = await startS3TestServer();
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports);
    publicUrl = `http://localhost:${proxy.port}`;
    const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    // Started together: migrations, demo data and demo accounts happen once, under their locks.
    for (const port of ports) {
      const dataDir = await mkdtemp(join(tmpdir(), 'atrium-scale-'));
      folders.push(dataDir);
      instances.push(
        spawnAtrium({
          port,
          env: {
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl.href,
            PUBLIC_URL: publicUrl,
            ACCESS_TOKEN_PRIVATE_KEY: signingKey,
            TRUST_PROXY: '127.0.0.1',
            SEED_DEMO: 'true',
            ...s3.env,
          },
        }),
      );
    }
    await Promise.all(instances.map((instance) => untilHealthy(instance, 120_000)));
    // The sign-in's several requests alternate between the two instances.
    session = await signInOverHttp(publicUrl, 'owner@demo.test');
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await s3?.stop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    await onServer(`drop database if exists "${databaseName}" with (force)`);
  });

  /** A request straight to one instance, with the public Host as the balancer would send it. */
  function at(instance: number, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${session.token}`);
    return fetch(`${instances[instance]!.baseUrl}${path}`, { ...init, headers });
  }

  it('signed in through both instances, with the demo data seeded once', async () => {
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]));
    const companies = await getJson<Array<{ name: string }>>(
      publicUrl,
      '/api/Companies/my-companies',
      session.token,
    );
    expect(companies.body.map((company) => company.name)).toEqual(['Demo Company']);
    const client = new pg.Client({ connectionString: serverUrl!.replace(/\/[^/]*$/, `/${databaseName}`) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from companies where name = 'Demo Company'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('accepts on each instance the access tokens the other signed', async () => {
    for (const instance of [0, 1]) {
      const answer = await at(instance, '/api/Companies/current-company');
      expect(answer.status, `instance ${instance}`).toBe(200);
    }
  });

  it('downloads through one instance a file uploaded in chunks through the other', async () => {
    const section = await at(0, '/api/Companies/company-files/sections', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Scale ${randomUUID().slice(0, 8)}` }),
    });
    expect(section.status).toBe(201);
    const { companyDetailSectionId } = (await section.json()) as { companyDetailSectionId: string };

    // 1.5 MiB of CSV: two chunks, the first to instance 0, the second to instance 1.
    const line = 'date,name,hours\n2026-11-23,Scale test,8\n';
    const bytes = Buffer.from(line.repeat(Math.ceil((1.5 * 1024 * 1024) / line.length)));
    const chunkSize = 1024 * 1024;
    const fileUid = randomUUID();
    let stored: { id: string; size: number } | null = null;
    for (let index = 0; index * chunkSize < bytes.length; index += 1) {
      const form = new FormData();
      form.set('fileUid', fileUid);
      form.set('chunkIndex', String(index));
      form.set('totalChunks', String(Math.ceil(bytes.length / chunkSize)));
      form.set('contentType', 'text/csv');
      form.set('fileName', 'hours.csv');
      form.set('companyDetailSectionId', companyDetailSectionId);
      form.set('file', new Blob([bytes.subarray(index * chunkSize, (index + 1) * chunkSize)]), 'blob');
      const answer = await at(index % 2, '/api/Companies/company-files/detail-section/upload-file', {
        method: 'POST',
        body: form,
      });
      expect([200, 202], await answer.clone().text()).toContain(answer.status);
      if (answer.status === 200) stored = (await answer.json()) as { id: string; size: number };
    }
    expect(stored?.size).toBe(bytes.length);

    for (const instance of [1, 0]) {
      const download = await at(instance, `/api/Companies/company-files/download?fileId=${stored!.id}`);
      expect(download.status, `instance ${instance}`).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('moves the unread count on a stream open at one instance when the other causes a notification', async () => {
    const member = await signInOverHttp(publicUrl, 'member@demo.test');
    const abort = new AbortController();
    try {
      const stream = await fetch(`${instances[0]!.baseUrl}/api/Notifications/stream`, {
        headers: { authorization: `Bearer ${member.token}` },
        signal: abort.signal,
      });
      expect(stream.status).toBe(200);
      const next = unreadEvents(stream.body!);
      const before = (await next()).unreadCount;

      // The owner makes the member an admin through the other instance: the event, its delivery
      // job and the unread announcement may each be handled by either instance.
      const members = (await (await at(1, '/api/CompanyMembers?search=member%40demo.test')).json()) as {
        items: Array<{ companyMemberId: string; email: string | null }>;
      };
      const target = members.items.find((item) => item.email === 'member@demo.test')!;
      const changed = await at(1, `/api/CompanyMembers/${target.companyMemberId}/role`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'ADMIN' }),
      });
      expect(changed.status).toBe(200);
      const after = await Promise.race([
        next(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no unread update within 30 s')), 30_000),
        ),
      ]);
      expect(after.unreadCount).toBe(before + 1);
    } finally {
      abort.abort();
    }
  }, 60_000);

  it('counts one sign-in limit per client address across both instances', async () => {
    // Straight at each instance in turn, from one forwarded client address (TRUST_PROXY trusts
    // the local peer): 20 sign-in attempts a minute in all, not 20 per instance.
    const attempt = (instance: number) =>
      fetch(`${instances[instance]!.baseUrl}/api/openid/token-id`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.40' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) statuses.push((await attempt(index % 2)).status);
    expect(statuses).toEqual(Array(20).fill(401));
    for (const instance of [0, 1]) {
      const limited = await attempt(instance);
      expect(limited.status, `instance ${instance}`).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    }
  });

  it('refreshes on one instance a session started on the other, and back', async () => {
    const started = await signInOverHttp(publicUrl, 'admin@demo.test');
    const firstCookie = started.refreshCookie;
    // Refresh straight at instance 1, then use its token at instance 0.
    const refreshed = await refreshOverHttp(instances[1]!.baseUrl, started);
    expect(refreshed.status).toBe(200);
    const me = await fetch(`${instances[0]!.baseUrl}/api/Companies/my-companies`, {
      headers: { authorization: `Bearer ${started.token}` },
    });
    expect(me.status).toBe(200);
    // And back: instance 0 rotates what instance 1 issued.
    expect((await refreshOverHttp(instances[0]!.baseUrl, started)).status).toBe(200);
    expect(started.refreshCookie).not.toBe(firstCookie);
  });
});
