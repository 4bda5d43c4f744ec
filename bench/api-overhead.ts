// The API overhead budget (docs/performance.md): an authenticated, tenant-scoped read keeps
// >= 50 % of the throughput of a bare Fastify route on the same machine, measured in one run.
//
//   node bench/api-overhead.ts                      # embedded PGlite
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/api-overhead.ts
//
// The database is a fresh one (a new PostgreSQL database is created and dropped when
// BENCH_DATABASE_URL is given). Four routes are loaded in turns (BENCH_ROUNDS slices each, so that
// a shared machine's drifting load falls on all of them alike), on loopback, with autocannon's
// load generation in a worker thread so it does not share the servers' event loop:
// - "bare, no database": a Fastify route answering a constant (the ceiling of the machine);
// - "bare, same read": a Fastify route running the same company read straight on the owner
//   connection, with no token, no membership check and no tenant transaction — the reference the
//   budget compares against, so that what is measured is the API's overhead, not the database;
// - "bare, same read under RLS": the same read inside database.withTenant (transaction, settings,
//   non-owner role), still without the API's token and membership checks;
// - "API": companies_GetCurrentCompany as the demo owner: token verification, the per-request
//   membership query and the tenant-scoped transaction under row-level security.
// BENCH_RUNS (5) runs in one process, each with all four routes in turns; the budget is read from
// the ratio's median and worst over the runs, printed with the load average around each run. Before
// loading, the database exchanges of one request of each database route are counted at the driver
// (bench/database-exchanges.ts).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { companies, companyMembers, users } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { countExchanges } from './database-exchanges.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BUDGET_RATIO = 0.5;

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

interface Figures {
  requestsPerSecond: number;
  /** The median of the slices' p99 latencies. */
  p99Ms: number;
}

async function load(target: Target, seconds: number) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/**
 * Loads the targets in turns: ROUNDS rounds, each giving every target one slice of
 * DURATION / ROUNDS seconds. The machine may be shared, and its load drifts over a minute; in
 * turns every target sees the same drift, so the ratios hold even when the absolute figures do not.
 */
async function measureInTurns(targets: readonly Target[], warmUp: boolean): Promise<Figures[]> {
  // A short warm-up so JIT and connection pools are in steady state before counting.
  if (warmUp) for (const target of targets) await load(target, 2);
  const slice = Math.max(1, Math.round(DURATION_SECONDS / ROUNDS));
  const totals = targets.map(() => ({ requests: 0, seconds: 0, p99s: [] as number[] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      const result = await load(target, slice);
      const total = totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99s.push(result.latency.p99);
    }
  }
  return totals.map((total) => ({
    requestsPerSecond: total.requests / total.seconds,
    p99Ms: median(total.p99s),
  }));
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function withBenchDatabaseUrl<T>(work: (url: string | undefined) => Promise<T>): Promise<T> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return work(undefined);
  const name = `atrium_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-'));
  try {
    await withBenchDatabaseUrl(async (databaseUrl) => {
      const config = loadConfig({
        PORT: '3999',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const database = await createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
      await migrateDatabase(database);
      await seedDemo(database, { issuer: `${config.publicUrl}/oidc` });
      const exchanges = countExchanges(database);

      const [owner] = await database.owner
        .select({ userId: users.id, companyId: companies.id, memberId: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(users.email, 'owner@demo.test'), eq(companies.name, 'Demo Company')));
      if (!owner) throw new Error('demo owner not seeded');

      const app = await buildApp({ config, database });
      // Signed again before every run: five runs outlast one access token.
      const signIn = async () =>
        `Bearer ${await app.platform.accessTokens.signAccessToken({
          sub: owner.userId,
          CompanyId: owner.companyId,
          CompanyMemberId: owner.memberId,
        })}`;
      const apiAddress = await app.listen({ port: 0, host: '127.0.0.1' });

      const bare = Fastify({ logger: false });
      bare.get('/constant', async () => ({ id: owner.companyId, name: 'Demo Company' }));
      bare.get('/same-tenant-read', async () => {
        const [company] = await database.withTenant(
          { companyId: owner.companyId, userId: owner.userId },
          (tx) =>
            tx
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(eq(companies.id, owner.companyId)),
        );
        return company;
      });
      bare.get('/same-read', async () => {
        const [company] = await database.owner
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, owner.companyId));
        return company;
      });
      const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

      try {
        const targets: Target[] = [
          { name: 'bare Fastify, no database', url: `${bareAddress}/constant` },
          { name: 'bare Fastify, same read', url: `${bareAddress}/same-read` },
          { name: 'bare Fastify, same read under RLS', url: `${bareAddress}/same-tenant-read` },
          {
            name: 'API: authenticated tenant read',
            url: `${apiAddress}/api/Companies/current-company`,
            headers: { authorization: await signIn() },
          },
        ];
        console.log(
          `database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route in ${ROUNDS} turns, ${RUNS} runs, ${new Date().toISOString()}`,
        );
        for (const target of targets.slice(1)) {
          const requests = 50;
          const before = exchanges.count;
          for (let index = 0; index < requests; index += 1) {
            const answer = await fetch(target.url, { headers: target.headers ?? {} });
            if (!answer.ok) throw new Error(`${target.url}: ${answer.status}`);
            await answer.arrayBuffer();
          }
          const perRequest = (exchanges.count - before) / requests;
          console.log(`${target.name.padEnd(34)} ${perRequest.toFixed(2)} ${exchanges.unit} per request`);
        }
        const ratios: number[] = [];
        const rlsRatios: number[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          targets[3]!.headers = { authorization: await signIn() };
          const loadBefore = loadavg()[0]!;
          const figures = await measureInTurns(targets, run === 1);
          const [, bareResult, tenantResult, apiResult] = figures;
          if (!bareResult || !tenantResult || !apiResult) throw new Error('no figures');
          const ratio = apiResult.requestsPerSecond / bareResult.requestsPerSecond;
          ratios.push(ratio);
          rlsRatios.push(tenantResult.requestsPerSecond / bareResult.requestsPerSecond);
          console.log(`run ${run}, load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
          for (const [index, target] of targets.entries()) {
            const { requestsPerSecond, p99Ms } = figures[index]!;
            console.log(
              `  ${target.name.padEnd(34)} ${requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${p99Ms} ms`,
            );
          }
          console.log(`  API / bare same read: ${percent(ratio)}`);
        }
        const summary = (values: number[]) =>
          `median ${percent(median(values))}, worst ${percent(Math.min(...values))} (${values.map(percent).join(', ')})`;
        console.log(`API / bare same read over ${RUNS} runs: ${summary(ratios)}`);
        console.log(`same read under RLS / bare same read: ${summary(rlsRatios)}`);
        const met = median(ratios) >= BUDGET_RATIO;
        console.log(`budget >= ${BUDGET_RATIO * 100} % at the median: ${met ? 'met' : 'MISSED'}`);
        if (!met) process.exitCode = 1;
      } finally {
        await bare.close();
        await app.close();
        await database.close();
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
