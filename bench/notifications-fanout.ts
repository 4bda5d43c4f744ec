// Notification fan-out: 10,000 in-app notifications to the 1,000 members of one company (ten
// "module switched" events, each for every member), delivered by the background job, while
// autocannon reads notifications_GetUnreadCount as one of the members (for BENCH_LOAD_SECONDS from
// the first event). With push (BENCH_PUSH, on unless "false") every member has one device at a
// loopback Web Push stand-in that decrypts each message, and push switched on for the event, so
// the same events also make 10,000 encrypted pushes. Reports, per run, the time from the events'
// commit to the last notification row and to the stand-in's last received push, and the read's
// latency meanwhile next to the same read on a quiet server.
//
//   node bench/notifications-fanout.ts                      # embedded PGlite
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/notifications-fanout.ts
//
// BENCH_RUNS (default 3) repeats the fan-out; figures go to docs/performance.md (worst and median).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { sql } from 'drizzle-orm';
import { PushEndpointStandIn } from '@atrium/push/testing';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  companies,
  companyMembers,
  notificationChannelChoices,
  users,
} from '../apps/server/src/db/schema/index.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUIET_SECONDS = 5;
/** The read load runs this long from just before the events; delivery normally ends well inside it. */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 12);
const PUSH = process.env.BENCH_PUSH !== 'false';
/** A run's pushes still missing after this long are reported as such. */
const PUSH_TIMEOUT_MS = Number(process.env.BENCH_PUSH_TIMEOUT_SECONDS ?? 600) * 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const name = `atrium_bench_${randomUUID().slice(0, 8)}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-'));
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
  }
  const database = await createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  try {
    await migrateDatabase(database);
    const [company] = await database.owner.insert(companies).values({ name: 'Fan-out Company' }).returning();
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
          (person, n) =>
            ({ companyId: company!.id, userId: person.id, role: n === 0 ? 'OWNER' : 'MEMBER' }) as const,
        ),
      )
      .returning({ id: companyMembers.id, userId: companyMembers.userId });

    // The push service stand-in on loopback: trusted like a real push service's certificate, and
    // loopback endpoints allowed (which production refuses, hence NODE_ENV test with push).
    const pushService = new PushEndpointStandIn();
    if (PUSH) {
      await pushService.start();
      setDefaultCACertificates([...getCACertificates('default'), pushService.ca]);
    }
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: PUSH ? 'test' : 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      ...(PUSH ? { PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' } : {}),
    });
    const app = await buildApp({ config, database, webDistDir: path.join(dataDir, 'no-web') });
    if (PUSH) {
      for (const member of members) {
        await app.platform.push.service.subscribe({
          userId: member.userId,
          companyId: company!.id,
          ...pushService.subscription(),
        });
      }
      await database.owner.insert(notificationChannelChoices).values(
        members.map((member) => ({
          userId: member.userId,
          kind: 'company.module_switched',
          channel: 'push',
          enabled: true,
        })),
      );
    }
    const pushesReceived = () => pushService.received.filter((entry) => entry.status === 201).length;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const reader = members[1]!;
    const token = await app.platform.accessTokens.signAccessToken({
      sub: reader.userId,
      CompanyId: company!.id,
      CompanyMemberId: reader.id,
    });
    const read = (seconds: number) =>
      autocannon({
        url: `${address}/api/Notifications/unread-count`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        duration: seconds,
        workers: 1,
      });

    await read(2);
    const quiet = await read(QUIET_SECONDS);
    console.log(
      `quiet read: ${Math.round(quiet.requests.average)} req/s, p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms`,
    );

    const runs: { deliverMs: number; pushMs: number | null; p50: number; p99: number; rps: number }[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const [{ before }] = (
        await database.owner.execute<{ before: number }>(
          sql`select count(*)::int as before from notifications`,
        )
      ).rows as [{ before: number }];
      const target = before + EVENTS * MEMBERS;
      const pushTarget = pushesReceived() + EVENTS * MEMBERS;
      const load = read(LOAD_SECONDS);
      const started = performance.now();
      for (let n = 0; n < EVENTS; n += 1) {
        await database.withTenant({ companyId: company!.id, userId: null }, (tx) =>
          app.platform.notifications.emit(tx, {
            companyId: company!.id,
            kind: 'company.module_switched',
            params: { companyName: 'Fan-out Company', module: 'ABSENCE', state: n % 2 === 0 ? 'off' : 'on' },
          }),
        );
      }
      for (;;) {
        const [{ count }] = (
          await database.owner.execute<{ count: number }>(
            sql`select count(*)::int as count from notifications`,
          )
        ).rows as [{ count: number }];
        if (count >= target) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const deliverMs = performance.now() - started;
      let pushMs: number | null = null;
      if (PUSH) {
        while (pushesReceived() < pushTarget && performance.now() - started < PUSH_TIMEOUT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (pushesReceived() >= pushTarget) pushMs = performance.now() - started;
        else
          console.log(
            `run ${run}: only ${pushesReceived() - (pushTarget - EVENTS * MEMBERS)} pushes arrived`,
          );
      }
      const result = await load;
      runs.push({
        deliverMs,
        pushMs,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
      });
      console.log(
        `run ${run}: ${EVENTS * MEMBERS} notifications in ${(deliverMs / 1000).toFixed(2)} s` +
          (PUSH
            ? `, pushes all received ${pushMs === null ? 'not in time' : `in ${(pushMs / 1000).toFixed(2)} s`}`
            : '') +
          `; read meanwhile ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
    const worst = (pick: (run: (typeof runs)[number]) => number) => Math.max(...runs.map(pick));
    if (PUSH) {
      const pushed = runs.map((r) => r.pushMs ?? Number.POSITIVE_INFINITY);
      console.log(
        `pushes received: median ${(median(pushed) / 1000).toFixed(2)} s, worst ${(Math.max(...pushed) / 1000).toFixed(2)} s`,
      );
    }
    console.log(
      `\n${database.kind}: delivery median ${(median(runs.map((r) => r.deliverMs)) / 1000).toFixed(2)} s, worst ${(worst((r) => r.deliverMs) / 1000).toFixed(2)} s; ` +
        `read p99 during fan-out median ${median(runs.map((r) => r.p99))} ms, worst ${worst((r) => r.p99)} ms (quiet p99 ${quiet.latency.p99} ms)`,
    );
    await app.close();
    await pushService.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

await main();
