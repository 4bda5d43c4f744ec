// Data generator for bench/time-tracking.ts: one company of MEMBERS members with a year of
// workday activities (about 5 million rows at the defaults), written with set-based SQL
// (generate_series) on the owner connection — never row by row.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';

export interface GeneratedCompany {
  companyId: string;
  /** An OWNER (statistics see everyone) and a plain member (the day-timeline reader). */
  owner: { userId: string; companyMemberId: string };
  member: { userId: string; companyMemberId: string };
  activityCount: number;
  /** A workday with a full timeline for `member`. */
  busyDay: string;
}

export interface GenerateOptions {
  members: number;
  /** Activities per member per workday (a year of workdays is about 261 days). */
  perDay: number;
  /** Last day of the data (UTC). */
  lastDay: string;
  /** Days of data up to and including lastDay (default 365). */
  days?: number;
}

/**
 * Non-unique indexes of `activities` are dropped for the load and built afterwards (one sort
 * each instead of five million inserts into five b-trees); foreign keys are checked as usual.
 */
export async function generateCompany(
  database: Database,
  options: GenerateOptions,
): Promise<GeneratedCompany> {
  const db = database.owner;
  const q = async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows;
  const [company] = await q(sql`insert into companies (name) values ('Bench Company') returning id`);
  const companyId = String(company!.id);
  await q(sql`insert into company_modules (company_id, module)
    select ${companyId}::uuid, m from unnest(array['TIME_TRACKING','ABSENCE','HUMAN_RESOURCES','TEMPLATE_GENERATION']) m`);
  await q(sql`insert into divisions (company_id, name) values (${companyId}, 'Bench division')`);
  await q(sql`insert into departments (company_id, division_id, name)
    select ${companyId}, d.id, 'Department ' || g from divisions d, generate_series(1, 10) g
    where d.company_id = ${companyId}`);
  await q(sql`insert into users (issuer, subject, email, name)
    select 'https://bench.test', 'bench-' || g, 'bench-' || g || '@bench.test', 'Bench Person ' || g
    from generate_series(1, ${options.members}) g`);
  await q(sql`insert into company_members (company_id, user_id, role, department_id)
    select ${companyId}, u.id,
      case when u.subject = 'bench-1' then 'OWNER' else 'MEMBER' end,
      (select id from departments where company_id = ${companyId} order by name
        offset (substring(u.subject from 7)::int % 10) limit 1)
    from users u where u.issuer = 'https://bench.test'`);
  await q(
    sql`insert into clients (company_id, name) select ${companyId}, 'Client ' || g from generate_series(1, 5) g`,
  );
  await q(sql`insert into projects (company_id, client_id, name, colour)
    select ${companyId}, c.id, c.name || ' project ' || g, '#228be6'
    from clients c, generate_series(1, 4) g where c.company_id = ${companyId}`);
  await q(sql`insert into action_types (company_id, name)
    select ${companyId}, n from unnest(array['Development','Meeting','Design','Support','Research','Administration']) n`);

  // Timelines: every member × every workday of the year.
  await q(sql`insert into timelines (company_id, company_member_id, date)
    select ${companyId}, cm.id, d::date
    from company_members cm,
      generate_series(${options.lastDay}::date - ${(options.days ?? 365) - 1}::int, ${options.lastDay}::date, interval '1 day') d
    where cm.company_id = ${companyId} and extract(isodow from d) < 6`);

  const indexes = await q(sql`select indexname, indexdef from pg_indexes
    where tablename = 'activities' and indexdef not like 'CREATE UNIQUE%'`);
  for (const index of indexes) await q(sql.raw(`drop index ${String(index.indexname)}`));

  // perDay back-to-back activities from 08:00 UTC filling 8 hours.
  const minutes = Math.floor(480 / options.perDay);
  await q(sql`with p as (select array_agg(id order by id) ids from projects where company_id = ${companyId}),
      a as (select array_agg(id order by id) ids from action_types where company_id = ${companyId}),
      t as (select t.*, row_number() over (order by t.id) rn from timelines t where t.company_id = ${companyId})
    insert into activities (company_id, timeline_id, company_member_id, day, project_id, action_type_id,
      start_at, end_at, description, billable)
    select ${companyId}, t.id, t.company_member_id, t.date,
      p.ids[1 + ((t.rn + k) % array_length(p.ids, 1))],
      a.ids[1 + ((t.rn * 7 + k) % array_length(a.ids, 1))],
      (t.date + time '08:00' + make_interval(mins => k * ${minutes})) at time zone 'UTC',
      (t.date + time '08:00' + make_interval(mins => (k + 1) * ${minutes})) at time zone 'UTC',
      'Generated', k % 5 <> 0
    from t, p, a, generate_series(0, ${options.perDay - 1}) k`);
  for (const index of indexes) await q(sql.raw(String(index.indexdef)));
  await q(sql`vacuum analyze activities`);
  await q(sql`analyze`);
  // Write the load's dirty pages out now, so no measurement below pays for them.
  await q(sql`checkpoint`).catch(() => undefined);

  const [{ n } = { n: 0 }] = await q(
    sql`select count(*)::int as n from activities where company_id = ${companyId}`,
  );
  const people =
    await q(sql`select cm.id, cm.user_id, u.subject from company_members cm join users u on u.id = cm.user_id
    where cm.company_id = ${companyId} and u.subject in ('bench-1', 'bench-2')`);
  const person = (subject: string) => {
    const row = people.find((candidate) => candidate.subject === subject)!;
    return { userId: String(row.user_id), companyMemberId: String(row.id) };
  };
  const [busy] = await q(sql`select max(date)::text as day from timelines
    where company_member_id = ${person('bench-2').companyMemberId}`);
  return {
    companyId,
    owner: person('bench-1'),
    member: person('bench-2'),
    activityCount: Number(n),
    busyDay: String(busy!.day),
  };
}
