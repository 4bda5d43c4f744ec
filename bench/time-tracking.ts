// Time tracking scale targets, measured in one run on PostgreSQL:
// - the month statistics report (statistics_GetUsersStatistics for an OWNER over one month of a
//   1,000-member company with a year of activities, about 5 million rows): p95 ≤ 300 ms, and its
//   p95 at most 1.5× the p95 of the same statement run directly (bare SQL: one query on a plain
//   connection, no HTTP, no token, no tenant transaction);
// - the day timeline read (users_GetCurrentUserTimelineOnDate) under load with autocannon: the
//   API keeps ≥ 50 % of the throughput of a bare Fastify route running the same read on the
//   owner connection without token, membership check or tenant transaction (as in
//   bench/api-overhead.ts; a route answering a constant would measure the database instead).
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/time-tracking.ts
//
// A fresh database is created and dropped. BENCH_MEMBERS (1000), BENCH_PER_DAY (19 activities per
// workday), BENCH_REPORT_RUNS (40), BENCH_DURATION (10 s), BENCH_CONNECTIONS (20) override.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import type { Transaction } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import type { MemberContext } from '../apps/server/src/platform/auth/request-context.ts';
import { ownTimelineOn } from '../apps/server/src/modules/time-tracking/timeline-queries.ts';
import { memberDayRollupSql } from '../apps/server/src/modules/time-tracking/statistics-queries.ts';
import { generateCompany } from './time-tracking-data.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const PER_DAY = Number(process.env.BENCH_PER_DAY ?? 19);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 40);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET_P95_MS = 300;
const TARGET_SQL_RATIO = 1.5;
const TARGET_THROUGHPUT = 0.5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, workers: 1 });
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('BENCH_DATABASE_URL is required (a PostgreSQL server; a fresh database is created there).');
    process.exit(2);
  }
  const name = `atrium_bench_tt_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    });
    const database = await createDatabase({ databaseUrl, dataDir });
    await migrateDatabase(database);
    const lastDay = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const generatedAt = performance.now();
    const company = await generateCompany(database, { members: MEMBERS, perDay: PER_DAY, lastDay });
    const generateSeconds = (performance.now() - generatedAt) / 1000;

    const app = await buildApp({ config, database });
    const tokenFor = (person: { userId: string; companyMemberId: string }) =>
      app.platform.accessTokens.signAccessToken({
        sub: person.userId,
        CompanyId: company.companyId,
        CompanyMemberId: person.companyMemberId,
      });
    const ownerToken = await tokenFor(company.owner);
    const memberToken = await tokenFor(company.member);
    const apiAddress = await app.listen({ port: 0, host: '127.0.0.1' });

    // Month report: the last full calendar month of the data.
    const last = new Date(`${lastDay}T00:00:00Z`);
    const monthStart = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 1, 1));
    const monthEnd = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 0));
    const range = { from: monthStart.toISOString().slice(0, 10), to: monthEnd.toISOString().slice(0, 10) };
    const reportUrl = `${apiAddress}/api/Statistics/users?from=${range.from}&to=${range.to}`;
    let rowsInReport = 0;
    const statement = new PgDialect().sqlToQuery(
      memberDayRollupSql(
        { companyId: company.companyId, companyMemberId: company.owner.companyMemberId, roles: ['OWNER'] },
        range,
      ),
    );
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    // API and bare SQL alternate, run by run, so both meet the same machine state.
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    const timed = async (into: number[], work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      into.push(performance.now() - start);
    };
    const viaApi = async () => {
      const response = await fetch(reportUrl, { headers: { authorization: `Bearer ${ownerToken}` } });
      if (!response.ok) throw new Error(`report answered ${response.status}: ${await response.text()}`);
      rowsInReport = ((await response.json()) as { rows: unknown[] }).rows.length;
    };
    const viaSql = () => direct.query(statement.sql, statement.params);
    for (let run = -3; run < REPORT_RUNS; run++) {
      await timed(run < 0 ? [] : apiTimes, viaApi);
      await timed(run < 0 ? [] : sqlTimes, viaSql);
    }
    const api = { p50: percentile(apiTimes, 50), p95: percentile(apiTimes, 95) };
    const bareSql = { p50: percentile(sqlTimes, 50), p95: percentile(sqlTimes, 95) };
    const [{ count: monthRows } = { count: 0 }] = (
      await direct.query('select count(*)::int as count from activities where day between $1 and $2', [
        range.from,
        range.to,
      ])
    ).rows;
    await direct.end();

    // Day timeline under load: API vs the same read on a bare route.
    const ownerContext = (tx: Transaction): MemberContext => ({
      requestId: 'bench',
      userId: company.member.userId,
      companyId: company.companyId,
      companyMemberId: company.member.companyMemberId,
      roles: [],
      modules: ['TIME_TRACKING'],
      withTenant: (work) => work(tx) as never,
    });
    const bare = Fastify({ logger: false });
    bare.get('/same-read', async () =>
      ownTimelineOn(ownerContext(database.owner as unknown as Transaction), company.busyDay),
    );
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareLoad = await load(`${bareAddress}/same-read`);
    const apiLoad = await load(
      `${apiAddress}/api/Users/current-user/timelines/on-date?date=${company.busyDay}`,
      {
        authorization: `Bearer ${memberToken}`,
      },
    );
    await bare.close();
    await app.close();
    await database.close();

    const ratio = api.p95 / bareSql.p95;
    const throughput = apiLoad.requestsPerSecond / bareLoad.requestsPerSecond;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `${new Date().toISOString()}; PostgreSQL; ${MEMBERS} members, ${company.activityCount} activities (generated in ${generateSeconds.toFixed(0)} s)`,
    );
    console.log(
      `month ${range.from}..${range.to}: ${monthRows} activities, ${rowsInReport} report rows; ${REPORT_RUNS} runs each`,
    );
    console.log(`| measure | figure | target | |`);
    console.log(`|---|---|---|---|`);
    console.log(
      `| month report via API, p50 / p95 | ${api.p50.toFixed(0)} / ${api.p95.toFixed(0)} ms | p95 ≤ ${TARGET_P95_MS} ms | ${verdict(api.p95 <= TARGET_P95_MS)} |`,
    );
    console.log(
      `| same statement, bare SQL, p50 / p95 | ${bareSql.p50.toFixed(0)} / ${bareSql.p95.toFixed(0)} ms | | |`,
    );
    console.log(
      `| API p95 / bare SQL p95 | ${ratio.toFixed(2)}× | ≤ ${TARGET_SQL_RATIO}× | ${verdict(ratio <= TARGET_SQL_RATIO)} |`,
    );
    console.log(
      `| day timeline, bare route (${CONNECTIONS} conn, ${DURATION_SECONDS} s) | ${bareLoad.requestsPerSecond.toFixed(0)} req/s, p99 ${bareLoad.p99Ms} ms | | |`,
    );
    console.log(
      `| day timeline, API | ${apiLoad.requestsPerSecond.toFixed(0)} req/s, p99 ${apiLoad.p99Ms} ms | | |`,
    );
    console.log(
      `| API / bare route throughput | ${(throughput * 100).toFixed(1)} % | ≥ ${TARGET_THROUGHPUT * 100} % | ${verdict(throughput >= TARGET_THROUGHPUT)} |`,
    );
    if (api.p95 > TARGET_P95_MS || ratio > TARGET_SQL_RATIO || throughput < TARGET_THROUGHPUT)
      process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
