// A company's busiest minute (docs/performance.md): BENCH_MEMBERS (1,000) members open the app
// within BENCH_SPREAD_SECONDS (60) on BENCH_INSTANCES (1, or 2 on PostgreSQL) API instances and
// stay connected. Each member, at their moment: gets an access token (the sign-in's last step,
// signed by the instance), makes home's API calls at once as the web does (current user, company,
// the week's timelines, the day's timeline and absence, the running timer, the unread count), then
// opens the notification stream and keeps it open. Then one event notifies every member and the
// time until all open streams have heard of it is taken.
//
//   node --expose-gc bench/company-morning.ts                      # embedded PGlite
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node --expose-gc bench/company-morning.ts
//   BENCH_INSTANCES=2 BENCH_DATABASE_URL=… node --expose-gc bench/company-morning.ts
//
// Memory per stream is taken twice from this process's JavaScript heap (after a collection): its
// growth from before the first member to all streams open (which also holds what the first requests
// warmed up), and what closing every stream frees, each divided by the streams. The members' HTTP
// clients run in the same process, so both include their side of each connection: upper bounds.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { companies, companyMembers, companyModules, users } from '../apps/server/src/db/schema/index.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const SPREAD_SECONDS = Number(process.env.BENCH_SPREAD_SECONDS ?? 60);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const DELIVERY_TIMEOUT_MS = 60_000;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const heapAfterCollection = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/** One open notification stream: how many `unread` events it has heard, and when the last came. */
interface Stream {
  heard: number;
  lastAt: number;
  close(): void;
}

async function openStream(url: string, authorization: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const stream: Stream = { heard: 0, lastAt: 0, close: () => controller.abort() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let first: () => void = () => {};
  const opened = new Promise<void>((resolve) => (first = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const events = value.split('event: unread').length - 1;
        if (events > 0) {
          stream.heard += events;
          stream.lastAt = performance.now();
          first();
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
  await opened;
  return stream;
}

async function withDatabaseUrl<T>(work: (url: string | undefined) => Promise<T>): Promise<T> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    if (INSTANCES > 1) throw new Error('two instances need PostgreSQL (BENCH_DATABASE_URL)');
    return work(undefined);
  }
  const name = `atrium_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function seedCompany(database: Database) {
  const [company] = await database.owner.insert(companies).values({ name: 'Morning Company' }).returning();
  const companyId = company!.id;
  await database.owner
    .insert(companyModules)
    .values(['TIME_TRACKING', 'ABSENCE'].map((module) => ({ companyId, module }) as never));
  const people = await database.owner
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, n) => ({
        issuer: 'https://bench.test',
        subject: `member-${n}`,
        email: `member-${n}@bench.test`,
        name: `Member ${n}`,
      })),
    )
    .returning({ id: users.id });
  const members = await database.owner
    .insert(companyMembers)
    .values(
      people.map(
        (person, n) => ({ companyId, userId: person.id, role: n === 0 ? 'OWNER' : 'MEMBER' }) as const,
      ),
    )
    .returning({ id: companyMembers.id, userId: companyMembers.userId });
  return { companyId, members };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-'));
  try {
    await withDatabaseUrl(async (databaseUrl) => {
      const open = () => createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
      const first = await open();
      await migrateDatabase(first);
      const { companyId, members } = await seedCompany(first);
      // Each instance with its own database connections; the signing keys are shared through the
      // data folder, as instances share them through configuration.
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
      const databases = [first, ...(await Promise.all(Array.from({ length: INSTANCES - 1 }, open)))];
      const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
      for (const database of databases) {
        apps.push(await buildApp({ config, database, webDistDir: path.join(dataDir, 'no-web') }));
      }
      const addresses = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      const today = new Date().toISOString().slice(0, 10);
      const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
      const homeCalls = [
        '/api/Users/current-user',
        '/api/Companies/current-company',
        `/api/Users/current-user/timelines?from=${weekAgo}&to=${today}`,
        `/api/Users/current-user/timelines/on-date?date=${today}`,
        `/api/Users/current-user/absence/on-date?date=${today}`,
        '/api/Activities/timer',
        '/api/Notifications/unread-count',
      ];

      const heapBefore = heapAfterCollection();
      const loadBefore = loadavg()[0]!;
      const tokenMs: number[] = [];
      const callMs: number[] = [];
      const failures: string[] = [];
      const streams: Stream[] = [];
      const started = performance.now();
      await Promise.all(
        members.map(async (member, n) => {
          await sleep((n / MEMBERS) * SPREAD_SECONDS * 1000);
          const instance = n % apps.length;
          const signing = performance.now();
          const token = await apps[instance]!.platform.accessTokens.signAccessToken({
            sub: member.userId,
            CompanyId: companyId,
            CompanyMemberId: member.id,
          });
          tokenMs.push(performance.now() - signing);
          const authorization = `Bearer ${token}`;
          await Promise.all(
            homeCalls.map(async (call) => {
              const calling = performance.now();
              // A refused or reset connection is a failed call of the morning, not the end of the run.
              try {
                const answer = await fetch(`${addresses[instance]}${call}`, { headers: { authorization } });
                await answer.arrayBuffer();
                if (!answer.ok) failures.push(`${call}: ${answer.status}`);
              } catch (error) {
                failures.push(`${call}: ${(error as Error).cause ?? (error as Error).message}`);
              }
              callMs.push(performance.now() - calling);
            }),
          );
          try {
            streams.push(await openStream(`${addresses[instance]}/api/Notifications/stream`, authorization));
          } catch (error) {
            failures.push(`stream: ${(error as Error).cause ?? (error as Error).message}`);
          }
        }),
      );
      const openedSeconds = (performance.now() - started) / 1000;
      const loadOpened = loadavg()[0]!;
      await sleep(2_000);
      const heapOpen = heapAfterCollection();

      const emitted = performance.now();
      await first.withTenant({ companyId, userId: null }, (tx) =>
        apps[0]!.platform.notifications.emit(tx, {
          companyId,
          kind: 'company.module_switched',
          params: { companyName: 'Morning Company', module: 'ABSENCE', state: 'off' },
        }),
      );
      while (
        streams.some((stream) => stream.heard < 2) &&
        performance.now() - emitted < DELIVERY_TIMEOUT_MS
      ) {
        await sleep(20);
      }
      const reached = streams.filter((stream) => stream.heard >= 2);
      const deliveryMs = Math.max(...reached.map((stream) => stream.lastAt)) - emitted;

      const kib = (bytes: number) => (bytes / 1024).toFixed(1);
      console.log(
        `${new Date().toISOString()}; ${databases[0]!.kind}; ${MEMBERS} members in ${SPREAD_SECONDS} s on ${apps.length} instance(s); load average ${loadBefore.toFixed(1)} → ${loadOpened.toFixed(1)}`,
      );
      console.log(
        `all opened after ${openedSeconds.toFixed(1)} s; ${streams.length} of ${MEMBERS} streams open; failed calls and streams: ${failures.length}`,
      );
      console.log(
        `access token: p50 ${percentile(tokenMs, 50).toFixed(1)} ms, p95 ${percentile(tokenMs, 95).toFixed(1)} ms`,
      );
      console.log(
        `home's ${homeCalls.length} API calls (${callMs.length}): p50 ${percentile(callMs, 50).toFixed(1)} ms, p95 ${percentile(callMs, 95).toFixed(1)} ms, worst ${Math.max(...callMs).toFixed(1)} ms (budget p95 ≤ 300 ms)`,
      );
      console.log(
        `heap per open stream: ${kib((heapOpen - heapBefore) / streams.length)} KiB (${streams.length} streams, heap ${kib(heapBefore)} → ${kib(heapOpen)} KiB; budget ≤ 50 KiB)`,
      );
      console.log(
        `one event reached ${reached.length} of ${streams.length} streams, the last after ${deliveryMs.toFixed(0)} ms (budget: all within 2 s)`,
      );
      if (failures.length > 0) console.log(`first failures: ${failures.slice(0, 5).join('; ')}`);
      for (const stream of streams) stream.close();
      await sleep(2_000);
      const heapClosed = heapAfterCollection();
      console.log(
        `heap freed by closing the streams: ${kib((heapOpen - heapClosed) / streams.length)} KiB per stream`,
      );
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
