// Payroll month target, measured on PostgreSQL: the payroll month (absenceReports_GetPayrollMonth)
// of a 1,000-member company with two months of workday activities (about 19 a workday each),
// approved leave and a public holiday, read by an OWNER through the real API: ≤ 2 s, reported as
// the worst and the median of BENCH_RUNS (5) runs after one warm-up, with the load average. The
// statistics users report over the same month (the same expected-hours figures without leave per
// type, holidays and corrections) runs beside it as the comparison.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/payroll-month.ts
//
// A fresh database is created and dropped. BENCH_MEMBERS (1000), BENCH_PER_DAY (19), BENCH_RUNS (5)
// override.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedAbsenceDefaults } from '../apps/server/src/modules/absence/absence-defaults.ts';
import { generateCompany } from './time-tracking-data.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const PER_DAY = Number(process.env.BENCH_PER_DAY ?? 19);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('BENCH_DATABASE_URL is required (a PostgreSQL server; a fresh database is created there).');
    process.exit(2);
  }
  const name = `atrium_bench_payroll_${process.pid}`;
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
    // The last full month before today, and the month before it for the data.
    const today = new Date();
    const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const month = monthStart.toISOString().slice(0, 7);
    const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))
      .toISOString()
      .slice(0, 10);
    const company = await generateCompany(database, { members: MEMBERS, perDay: PER_DAY, lastDay, days: 62 });
    const { companyId } = company;
    await database.withTenant({ companyId, userId: null }, (tx) =>
      seedAbsenceDefaults(tx, companyId, '2020-01-01'),
    );
    const db = database.owner;
    // A published public holiday on the month's 15th, and two days of approved annual leave for
    // every fifth member in its second week.
    await db.execute(sql`insert into public_holidays (company_id, country, holiday_date, names, kind, source, published_at)
      values (${companyId}, 'MK', ${`${month}-15`}::date, '{"en":"Bench Day"}'::jsonb, 'public', 'manual', now())`);
    await db.execute(sql`with annual as (select id from leave_types where company_id = ${companyId} and names ->> 'en' = 'Annual leave'),
      chosen as (select id, row_number() over (order by id) as n from company_members where company_id = ${companyId})
      insert into leave_requests (company_id, member_id, leave_type_id, starts_on, ends_on, requested_minutes, status)
      select ${companyId}, c.id, (select id from annual), ${`${month}-08`}::date, ${`${month}-09`}::date, 960, 'approved'
      from chosen c where c.n % 5 = 0`);
    await db.execute(sql`insert into leave_request_days (company_id, request_id, member_id, leave_type_id, day, minutes)
      select r.company_id, r.id, r.member_id, r.leave_type_id, d::date, 480
      from leave_requests r, generate_series(r.starts_on, r.ends_on, interval '1 day') d
      where r.company_id = ${companyId}`);

    const app = await buildApp({ config, database });
    const token = await app.platform.accessTokens.signAccessToken({
      sub: company.owner.userId,
      CompanyId: companyId,
      CompanyMemberId: company.owner.companyMemberId,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const timedGet = async (pathAndQuery: string) => {
      const start = performance.now();
      const response = await fetch(`${address}${pathAndQuery}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok)
        throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { rows?: unknown[]; members?: unknown[] };
      return { ms: performance.now() - start, rows: body.rows?.length ?? 0 };
    };
    const payrollPath = `/api/AbsenceReports/payroll?month=${month}`;
    const statisticsPath = `/api/Statistics/users?from=${month}-01&to=${lastDay}`;
    await timedGet(payrollPath);
    await timedGet(statisticsPath);
    const payroll: number[] = [];
    const statistics: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const read = await timedGet(payrollPath);
      payroll.push(read.ms);
      rows = read.rows;
      statistics.push((await timedGet(statisticsPath)).ms);
    }
    await app.close();
    await database.close();
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const worst = Math.max(...payroll);
    console.log(
      `${new Date().toISOString()}; PostgreSQL; ${MEMBERS} members, ${company.activityCount} activities; month ${month}, ${rows} payroll rows; load average ${load}`,
    );
    console.log('| measure | worst | median | target | |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| payroll month via API | ${worst.toFixed(0)} ms | ${median(payroll).toFixed(0)} ms | ≤ ${TARGET_MS} ms | ${worst <= TARGET_MS ? 'met' : 'MISSED'} |`,
    );
    console.log(
      `| statistics users report, same month | ${Math.max(...statistics).toFixed(0)} ms | ${median(statistics).toFixed(0)} ms | (comparison) | |`,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
