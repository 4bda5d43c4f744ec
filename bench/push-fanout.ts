// Web push fan-out (docs/performance.md, "Web push: one event to 10,000 devices"): one company of
// BENCH_DEVICES members (10,000), each with one device at a loopback Web Push stand-in that
// decrypts every message and checks its VAPID signature, and push switched on for the "module
// switched" event. Each run emits one such event (for every member) as a module does and times
// it from the event's commit until the stand-in has accepted every push. Reports, per run, the
// pushes a second and the load average of the machine, then the median and the worst run.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/push-fanout.ts
//   node bench/push-fanout.ts            # embedded PGlite
//
// BENCH_RUNS (default 5), BENCH_DEVICES (default 10,000), BENCH_PUSH_TIMEOUT_SECONDS (default 900).
// The stand-in runs in this process, so its decryption shares the cores with the sender: the
// figures are pessimistic against a push service elsewhere.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { PushEndpointStandIn } from '@atrium/push/testing';
import pg from 'pg';
import { subscriptions } from '../apps/push/src/schema.ts';
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

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TIMEOUT_MS = Number(process.env.BENCH_PUSH_TIMEOUT_SECONDS ?? 900) * 1000;
/** Rows per insert while setting up (PostgreSQL allows 65,535 parameters a statement). */
const ROWS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS) await insert(rows.slice(start, start + ROWS));
}

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
  const standIn = new PushEndpointStandIn();
  try {
    await migrateDatabase(database);
    await standIn.start();
    // Trusted like a real push service's certificate; loopback endpoints only outside production.
    setDefaultCACertificates([...getCACertificates('default'), standIn.ca]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://atrium.bench.test',
      PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
    });
    const app = await buildApp({ config, database, webDistDir: path.join(dataDir, 'no-web') });

    const [company] = await database.owner.insert(companies).values({ name: 'Fan-out Company' }).returning();
    const companyId = company!.id;
    const people: { id: string }[] = [];
    await inChunks(
      Array.from({ length: DEVICES }, (_, n) => ({
        issuer: 'https://bench.test',
        subject: `member-${n}`,
        email: `member-${n}@bench.test`,
        name: `Member ${n}`,
      })),
      async (chunk) =>
        people.push(...(await database.owner.insert(users).values(chunk).returning({ id: users.id }))),
    );
    await inChunks(people, (chunk) =>
      database.owner
        .insert(companyMembers)
        .values(chunk.map((person) => ({ companyId, userId: person.id, role: 'MEMBER' as const }))),
    );
    await inChunks(people, (chunk) =>
      database.owner.insert(notificationChannelChoices).values(
        chunk.map((person) => ({
          userId: person.id,
          kind: 'company.module_switched',
          channel: 'push',
          enabled: true,
        })),
      ),
    );
    // Written straight into the push service's table: subscribing 10,000 devices one request at a
    // time would take longer than the runs. The stand-in keeps each device's keys to decrypt.
    await inChunks(people, (chunk) =>
      database.owner.insert(subscriptions).values(
        chunk.map((person) => {
          const device = standIn.subscription();
          return {
            endpoint: device.endpoint,
            p256dh: device.keys.p256dh,
            auth: device.keys.auth,
            userId: person.id,
            companyId,
          };
        }),
      ),
    );
    await app.ready();
    await app.platform.jobs.startWorkers();
    await app.platform.notifications.start();
    // Counted as they arrive: the list of received pushes grows to DEVICES × RUNS entries.
    let seen = 0;
    let acceptedSoFar = 0;
    const accepted = () => {
      for (; seen < standIn.received.length; seen += 1)
        if (standIn.received[seen]!.status === 201) acceptedSoFar += 1;
      return acceptedSoFar;
    };
    console.log(`${database.kind}: ${DEVICES} devices subscribed; load average ${load()}`);

    const runs: { ms: number | null; load: string }[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const target = accepted() + DEVICES;
      const loadAtStart = load();
      const started = performance.now();
      await database.withTenant({ companyId, userId: null }, (tx) =>
        app.platform.notifications.emit(tx, {
          companyId,
          kind: 'company.module_switched',
          params: { companyName: 'Fan-out Company', module: 'ABSENCE', state: run % 2 === 0 ? 'on' : 'off' },
        }),
      );
      while (accepted() < target && performance.now() - started < TIMEOUT_MS) await sleep(20);
      const ms = accepted() >= target ? performance.now() - started : null;
      runs.push({ ms, load: loadAtStart });
      console.log(
        `run ${run}: ` +
          (ms === null
            ? `only ${DEVICES - (target - accepted())} of ${DEVICES} pushes in ${TIMEOUT_MS / 1000} s`
            : `${DEVICES} pushes in ${(ms / 1000).toFixed(2)} s, ${Math.round(DEVICES / (ms / 1000))} pushes/s`) +
          `; load average ${loadAtStart} at the start, ${load()} at the end`,
      );
      // Let the run's last jobs settle (in-app rows, completions) before the next event.
      await sleep(2_000);
    }
    const times = runs.map((run) => run.ms ?? Number.POSITIVE_INFINITY);
    const rate = (ms: number) => Math.round(DEVICES / (ms / 1000));
    console.log(
      `\n${database.kind}, ${DEVICES} devices, ${RUNS} runs: median ${(median(times) / 1000).toFixed(2)} s ` +
        `(${rate(median(times))} pushes/s), worst ${(Math.max(...times) / 1000).toFixed(2)} s ` +
        `(${rate(Math.max(...times))} pushes/s); load average at the runs' start: ${runs.map((r) => r.load.split(' ')[0]).join(', ')}`,
    );
    // Every run sends each device one notification: more than RUNS on a device is a repeat.
    const perDevice = new Map<string, number>();
    for (const entry of standIn.received) {
      if (entry.status === 201) perDevice.set(entry.path, (perDevice.get(entry.path) ?? 0) + 1);
    }
    const repeats = [...perDevice.values()].reduce((sum, count) => sum + Math.max(0, count - RUNS), 0);
    console.log(`pushes that reached a device a second time: ${repeats}`);
    await app.close();
  } finally {
    await standIn.close();
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
// Sockets of the push agent may keep the process alive a moment longer.
process.exit(0);
