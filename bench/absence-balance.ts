// Absence scale target, measured on PostgreSQL: a member's balance with its explanation, read by
// the member themselves through the real API (token check, access gate, tenant transaction under
// RLS, serialisation) in a company of 10,000 members, 200,000 leave requests and a ledger of
// allocations, carry-over, expiries, taken leave, reversals and adjustments: the overview's
// balances (leaveBalances_GetLeaveBalances) and one balance's explanation
// (leaveBalances_GetBalanceExplanation), each p95 ≤ 20 ms, reported with its ratio to the p95 of
// the same statements run directly (bare SQL: the handler's queries in one owner transaction,
// no HTTP, no token, no RLS).
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/absence-balance.ts
//
// A fresh database is created and dropped. BENCH_MEMBERS (10000), BENCH_REQUESTS_PER_MEMBER (20),
// BENCH_RUNS (100) override. Data are written set-based (generate_series) on the owner connection.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedAbsenceDefaults } from '../apps/server/src/modules/absence/absence-defaults.ts';
import { explainBalance } from '../apps/server/src/modules/absence/requests/get-balance-explanation.ts';
import { balancesOn } from '../apps/server/src/modules/absence/requests/ledger.ts';
import { memberToday } from '../apps/server/src/modules/absence/requests/member-facts.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PER_MEMBER = Number(process.env.BENCH_REQUESTS_PER_MEMBER ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_P95_MS = 20;
const YEAR = 2026;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One company: 5 divisions × 10 departments, MEMBERS members, PER_MEMBER requests each over 2026
 * (as bench/absence-gantt.ts), and each member's ledger: 2025's allocation, the lapse and carry-in
 * at New Year (carried until 30 June), 2026's allocation, a taken entry per approved annual leave,
 * a reversal for every eleventh and an adjustment for every twentieth member.
 */
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
    select 'https://bench.test', 'bench-' || g, 'bench-' || g || '@bench.test', 'Bench Person ' || g
    from generate_series(1, ${MEMBERS}) g`);
  await q(sql`with numbered as (select id, row_number() over (order by id) as n from departments where company_id = ${companyId})
    insert into company_members (company_id, user_id, role, department_id)
    select ${companyId}, u.id, case when u.subject = 'bench-1' then 'OWNER' else 'MEMBER' end,
      (select id from numbered where n = 1 + substring(u.subject from 7)::int % 50)
    from users u where u.issuer = 'https://bench.test'`);
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
  const [policy] =
    await q(sql`insert into allowance_policies (company_id, effective_from, yearly_days, carry_over_cap_days, carry_over_expires_on, preset)
    values (${companyId}, '2025-01-01', 20, 10, '06-30', 'MK') returning id`);
  const policyId = String(policy!.id);
  const annual = sql`(select id from leave_types where company_id = ${companyId} and names ->> 'en' = 'Annual leave')`;
  await q(sql`insert into leave_ledger_entries (company_id, member_id, leave_type_id, kind, minutes, effective_date, expires_on, source, source_id, reason)
    select ${companyId}, m.id, ${annual}, e.kind, e.minutes, e.day::date, e.expires::date, e.source, ${policyId}::uuid, e.reason
    from company_members m, (values
      ('allocation', 9600, '2025-01-01', null, 'policy', '20 of 20 days for 2025'),
      ('expiry', -2400, '2026-01-01', null, 'job', 'left at the end of 2025'),
      ('carry_in', 2400, '2026-01-01', '2026-06-30', 'job', 'carried from 2025'),
      ('allocation', 9600, '2026-01-01', null, 'policy', '20 of 20 days for 2026')
    ) as e(kind, minutes, day, expires, source, reason)
    where m.company_id = ${companyId}`);
  await q(sql`insert into leave_ledger_entries (company_id, member_id, leave_type_id, kind, minutes, effective_date, source, source_id, actor_member_id)
    select r.company_id, r.member_id, r.leave_type_id, 'taken', -sum(d.minutes), min(d.day), 'request', r.id, r.member_id
    from leave_requests r join leave_request_days d on d.request_id = r.id
    where r.company_id = ${companyId} and r.status = 'approved' and r.leave_type_id = ${annual}
    group by r.id`);
  await q(sql`insert into leave_ledger_entries (company_id, member_id, leave_type_id, kind, minutes, effective_date, source, source_id, actor_member_id, reason)
    select distinct on (r.member_id) r.company_id, r.member_id, r.leave_type_id, 'reversal', 480, r.ends_on, 'request', r.id, r.member_id, 'came back early'
    from leave_requests r join company_members m on m.id = r.member_id
    where r.company_id = ${companyId} and r.status = 'approved' and r.leave_type_id = ${annual}
      and r.ends_on > r.starts_on + 1 and abs(hashtext(m.id::text)) % 11 = 0
    order by r.member_id, r.starts_on`);
  await q(sql`insert into leave_ledger_entries (company_id, member_id, leave_type_id, kind, minutes, effective_date, source, reason)
    select ${companyId}, m.id, ${annual}, 'adjustment', 480, '2026-03-02', 'manual', 'Overtime compensation'
    from company_members m where m.company_id = ${companyId} and abs(hashtext(m.id::text)) % 20 = 0`);
  await q(sql`analyze`);
  // The member read: one who has a reversal and an adjustment, in the middle of the company.
  const [member] = await q(sql`select m.id as member_id, m.user_id from company_members m
    where m.company_id = ${companyId} and m.role = 'MEMBER'
      and exists (select 1 from leave_ledger_entries e where e.member_id = m.id and e.kind = 'reversal')
      and exists (select 1 from leave_ledger_entries e where e.member_id = m.id and e.kind = 'adjustment')
    order by m.id limit 1`);
  const [counts] = await q(sql`select (select count(*) from leave_requests)::int as requests,
    (select count(*) from leave_request_days)::int as days,
    (select count(*) from leave_ledger_entries)::int as entries,
    ${annual} as annual`);
  return {
    companyId,
    member: { userId: String(member!.user_id), companyMemberId: String(member!.member_id) },
    annualId: String(counts!.annual),
    requests: Number(counts!.requests),
    days: Number(counts!.days),
    entries: Number(counts!.entries),
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('BENCH_DATABASE_URL is required (a PostgreSQL server; a fresh database is created there).');
    process.exit(2);
  }
  const name = `atrium_bench_balance_${process.pid}`;
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
      sub: company.member.userId,
      CompanyId: company.companyId,
      CompanyMemberId: company.member.companyMemberId,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { companyId } = company;
    const memberId = company.member.companyMemberId;
    const balancesUrl = `${address}/api/LeaveBalances`;
    const explanationUrl = `${address}/api/LeaveBalances/explanation?leaveTypeId=${company.annualId}&year=${YEAR}`;

    if (process.env.BENCH_EXPLAIN) {
      const direct = new pg.Client({ connectionString: databaseUrl });
      await direct.connect();
      const plans = [
        sql`select coalesce(sum(minutes), 0)::int from leave_ledger_entries where company_id = ${companyId}
          and member_id = ${memberId} and leave_type_id = ${company.annualId} and effective_date <= '2026-11-27'`,
        sql`select coalesce(sum(d.minutes), 0)::int from leave_request_days d join leave_requests r on r.id = d.request_id
          where d.company_id = ${companyId} and d.member_id = ${memberId} and d.leave_type_id = ${company.annualId}
          and r.status = 'pending' and d.day between '2026-01-01' and '2026-12-31'`,
        // Without the company in the subquery, the index (company, member, type, day) is not used: a
        // sequential scan of the whole ledger per leave type.
        sql`select t.id from leave_types t where t.company_id = ${companyId} and ((t.counts_against_allowance and t.archived_at is null)
          or exists (select 1 from leave_ledger_entries e where e.leave_type_id = t.id and e.member_id = ${memberId}))`,
        sql`select t.id from leave_types t where t.company_id = ${companyId} and ((t.counts_against_allowance and t.archived_at is null)
          or exists (select 1 from leave_ledger_entries e where e.company_id = ${companyId} and e.leave_type_id = t.id and e.member_id = ${memberId}))`,
      ];
      const dialect = new (await import('drizzle-orm/pg-core')).PgDialect();
      for (const statement of plans) {
        const query = dialect.sqlToQuery(statement);
        const plan = await direct.query(`explain (analyze, buffers) ${query.sql}`, query.params);
        console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'), '\n');
      }
      await direct.end();
    }

    let balanceBytes = 0;
    let entryCount = 0;
    const times = {
      balances: [] as number[],
      explanation: [] as number[],
      sqlBalances: [] as number[],
      sqlExplanation: [] as number[],
    };
    const timed = async (into: number[], work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      into.push(performance.now() - start);
    };
    const get = async (target: string) => {
      const response = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${target} answered ${response.status}: ${text}`);
      return text;
    };
    const viaApiBalances = async () => {
      balanceBytes = (await get(balancesUrl)).length;
    };
    const viaApiExplanation = async () => {
      entryCount = (JSON.parse(await get(explanationUrl)) as { entries: unknown[] }).entries.length;
    };
    // The handlers' statements, in one owner transaction (no RLS, no HTTP, no token).
    const viaSqlBalances = () =>
      database.owner.transaction(async (tx) =>
        balancesOn(tx, companyId, memberId, await memberToday(tx, companyId, memberId)),
      );
    const viaSqlExplanation = () =>
      database.owner.transaction((tx) => explainBalance(tx, companyId, memberId, company.annualId, YEAR));
    // API and bare SQL alternate, run by run, so both meet the same machine state.
    for (let run = -5; run < RUNS; run++) {
      const keep = run >= 0;
      await timed(keep ? times.balances : [], viaApiBalances);
      await timed(keep ? times.sqlBalances : [], viaSqlBalances);
      await timed(keep ? times.explanation : [], viaApiExplanation);
      await timed(keep ? times.sqlExplanation : [], viaSqlExplanation);
    }
    await app.close();
    await database.close();

    const p = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const load = (await import('node:os'))
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `${new Date().toISOString()}; load ${load}; PostgreSQL; ${MEMBERS} members, ${company.requests} leave requests, ${company.days} request days, ${company.entries} ledger entries (generated in ${generateSeconds.toFixed(0)} s)`,
    );
    console.log(
      `balances ${(balanceBytes / 1024).toFixed(1)} KiB; explanation ${entryCount} entries; ${RUNS} runs each`,
    );
    console.log(
      `| measure | API p50 / p95 | bare SQL p50 / p95 | API p95 ÷ bare SQL p95 | target p95 ≤ ${TARGET_P95_MS} ms |`,
    );
    console.log(`|---|---|---|---|---|`);
    let missed = false;
    for (const [label, api, bare] of [
      ['balances', times.balances, times.sqlBalances],
      ['explanation', times.explanation, times.sqlExplanation],
    ] as const) {
      const a = p(api);
      const b = p(bare);
      missed ||= a.p95 > TARGET_P95_MS;
      console.log(
        `| ${label} | ${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} ms | ${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ms | ${(a.p95 / b.p95).toFixed(2)}× | ${verdict(a.p95 <= TARGET_P95_MS)} |`,
      );
    }
    if (missed) process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
