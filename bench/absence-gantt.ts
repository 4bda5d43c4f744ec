// Absence scale target, measured on PostgreSQL: the gantt chart (absenceCalendar_GetAbsenceGantt)
// for 1,000 members × one month, read by an OWNER through the real API (token check, access gate,
// tenant transaction under RLS, serialisation) in a company of 10,000 members and 200,000 leave
// requests (about 320,000 request days: weekdays of approved and pending ones): p95 ≤ 150 ms, reported with its ratio to the p95 of the
// window's one statement run directly (bare SQL: a plain connection, no HTTP, no token, no RLS).
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/absence-gantt.ts
//
// A fresh database is created and dropped. BENCH_MEMBERS (10000), BENCH_REQUESTS_PER_MEMBER (20),
// BENCH_RUNS (60) override. Data are written set-based (generate_series) on the owner connection.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedAbsenceDefaults } from '../apps/server/src/modules/absence/absence-defaults.ts';
import { ganttSql } from '../apps/server/src/modules/absence/team-calendar/get-absence-gantt.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PER_MEMBER = Number(process.env.BENCH_REQUESTS_PER_MEMBER ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const PAGE = 1000;
const MONTH = { from: '2026-03-01', to: '2026-03-31' };
const TARGET_P95_MS = 150;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One company: 5 divisions × 10 departments, MEMBERS members, PER_MEMBER requests each over 2026. */
async function generate(database: Database) {
  const db = database.owner;
  const q = async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows;
  const [company] = await q(sql`insert into companies (name) values ('Bench Company') returning id`);
  const companyId = String(company!.id);
  await q(sql`insert into company_modules (company_id, module)
    select ${companyId}::uuid, m from unnest(array['TIME_TRACKING','ABSENCE','HUMAN_RESOURCES','TEMPLATE_GENERATION']) m`);
  await database.withTenant({ companyId, userId: null }, (tx) =>
    seedAbsenceDefaults(tx, companyId, '2025-01-01'),
  );
  await q(
    sql`insert into divisions (company_id, name) select ${companyId}, 'Division ' || g from generate_series(1, 5) g`,
  );
  await q(sql`insert into departments (company_id, division_id, name)
    select ${companyId}, d.id, d.name || ' department ' || g from divisions d, generate_series(1, 10) g
    where d.company_id = ${companyId}`);
  await q(sql`insert into users (issuer, subject, email, name)
    select 'https://bench.test', 'bench-' || g, 'bench-' || g || '@bench.test',
      (array['Ana','Arben','Besa','Bojan','Dafina','Elena','Filip','Gent','Ivana','Luan','Mara','Nikola','Rina','Teuta','Zoran'])[1 + g % 15]
        || ' ' || (array['Angelov','Berisha','Gashi','Hoxha','Ilievska','Krasniqi','Lazarov','Popova','Shala','Trajkovski'])[1 + (g / 15) % 10] || ' ' || g
    from generate_series(1, ${MEMBERS}) g`);
  await q(sql`with numbered as (select id, row_number() over (order by id) as n from departments where company_id = ${companyId})
    insert into company_members (company_id, user_id, role, department_id)
    select ${companyId}, u.id, case when u.subject = 'bench-1' then 'OWNER' else 'MEMBER' end,
      (select id from numbered where n = 1 + substring(u.subject from 7)::int % 50)
    from users u where u.issuer = 'https://bench.test'`);
  // Request g of a member starts 18 days after request g - 1, shifted per member, 1 to 4 days
  // long, so one member's requests never overlap. Some pending, some cancelled, a tenth sick leave.
  await q(sql`with types as (
      select (select id from leave_types where company_id = ${companyId} and names ->> 'en' = 'Annual leave') as annual,
        (select id from leave_types where company_id = ${companyId} and names ->> 'en' = 'Sick leave') as sick,
        (select id from leave_types where company_id = ${companyId} and names ->> 'en' = 'Remote work') as remote),
    members as (select id, row_number() over (order by id) as n from company_members where company_id = ${companyId})
    insert into leave_requests (company_id, member_id, leave_type_id, starts_on, ends_on, requested_minutes, status)
    select ${companyId}, m.id,
      case when g % 10 = 3 then t.sick when g % 7 = 2 then t.remote else t.annual end,
      date '2026-01-01' + (g * 18 + m.n % 17)::int,
      date '2026-01-01' + (g * 18 + m.n % 17 + (m.n + g) % 4)::int,
      (1 + (m.n + g) % 4) * 480,
      case when g % 9 = 4 then 'pending' when g % 13 = 5 then 'cancelled' else 'approved' end
    from members m, types t, generate_series(0, ${PER_MEMBER - 1}) g`);
  await q(sql`insert into leave_request_days (company_id, request_id, member_id, leave_type_id, day, minutes)
    select r.company_id, r.id, r.member_id, r.leave_type_id, d::date, 480
    from leave_requests r, generate_series(r.starts_on::timestamp, r.ends_on::timestamp, interval '1 day') d
    where r.company_id = ${companyId} and r.status in ('approved', 'pending') and extract(isodow from d) < 6`);
  await q(sql`analyze`);
  const [owner] = await q(sql`select m.id as member_id, m.user_id from company_members m
    where m.company_id = ${companyId} and m.role = 'OWNER'`);
  const [counts] = await q(sql`select (select count(*) from leave_requests)::int as requests,
    (select count(*) from leave_request_days)::int as days`);
  return {
    companyId,
    owner: { userId: String(owner!.user_id), companyMemberId: String(owner!.member_id) },
    requests: Number(counts!.requests),
    days: Number(counts!.days),
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('BENCH_DATABASE_URL is required (a PostgreSQL server; a fresh database is created there).');
    process.exit(2);
  }
  const name = `atrium_bench_absence_${process.pid}`;
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
    const generatedAt = performance.now();
    const company = await generate(database);
    const generateSeconds = (performance.now() - generatedAt) / 1000;

    const app = await buildApp({ config, database });
    const token = await app.platform.accessTokens.signAccessToken({
      sub: company.owner.userId,
      CompanyId: company.companyId,
      CompanyMemberId: company.owner.companyMemberId,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const ganttUrl = `${address}/api/AbsenceCalendar/gantt?from=${MONTH.from}&to=${MONTH.to}&offset=0&limit=${PAGE}`;
    const statement = new PgDialect().sqlToQuery(
      ganttSql(
        { companyId: company.companyId, companyMemberId: company.owner.companyMemberId, roles: ['OWNER'] },
        { ...MONTH, offset: 0, limit: PAGE },
      ),
    );
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    if (process.env.BENCH_EXPLAIN) {
      const plan = await direct.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    }
    let cells = 0;
    let bytes = 0;
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    const timed = async (into: number[], work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      into.push(performance.now() - start);
    };
    const viaApi = async () => {
      const response = await fetch(ganttUrl, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      if (!response.ok) throw new Error(`gantt answered ${response.status}: ${text}`);
      bytes = text.length;
      cells = (JSON.parse(text) as { cells: unknown[] }).cells.length;
    };
    const viaSql = () => direct.query(statement.sql, statement.params);
    // API and bare SQL alternate, run by run, so both meet the same machine state.
    for (let run = -5; run < RUNS; run++) {
      await timed(run < 0 ? [] : apiTimes, viaApi);
      await timed(run < 0 ? [] : sqlTimes, viaSql);
    }
    await direct.end();
    await app.close();
    await database.close();

    const apiP = { p50: percentile(apiTimes, 50), p95: percentile(apiTimes, 95) };
    const sqlP = { p50: percentile(sqlTimes, 50), p95: percentile(sqlTimes, 95) };
    const ratio = apiP.p95 / sqlP.p95;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `${new Date().toISOString()}; PostgreSQL; ${MEMBERS} members, ${company.requests} leave requests, ${company.days} request days (generated in ${generateSeconds.toFixed(0)} s)`,
    );
    console.log(
      `gantt ${MONTH.from}..${MONTH.to}, ${PAGE} members: ${cells} cells, ${(bytes / 1024).toFixed(0)} KiB; ${RUNS} runs each`,
    );
    console.log(`| measure | figure | target | |`);
    console.log(`|---|---|---|---|`);
    console.log(
      `| gantt via API, p50 / p95 | ${apiP.p50.toFixed(1)} / ${apiP.p95.toFixed(1)} ms | p95 ≤ ${TARGET_P95_MS} ms | ${verdict(apiP.p95 <= TARGET_P95_MS)} |`,
    );
    console.log(
      `| same statement, bare SQL, p50 / p95 | ${sqlP.p50.toFixed(1)} / ${sqlP.p95.toFixed(1)} ms | | |`,
    );
    console.log(`| API p95 / bare SQL p95 | ${ratio.toFixed(2)}× | | |`);
    if (apiP.p95 > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
