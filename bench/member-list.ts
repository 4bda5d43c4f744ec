// Scale target (docs/performance.md): a tenant of 10,000 members. Measures the HR member list
// (admin/users) through the real API (token check, access and module gate, tenant transaction under
// RLS, serialisation) with app.inject, one request at a time, so the figures are per-request latency.
// Data as in people-and-organization.ts, plus an employment row for every member of the measured
// company (types spread over the five kinds) and the HUMAN_RESOURCES module.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/member-list.ts
//   node bench/member-list.ts            # embedded PGlite, for comparison
//
// With BENCH_DATABASE_URL a fresh database is created and dropped again. The data: one company of
// 10,000 active members in 3 divisions × 5 departments (with a division and a department manager
// each), plus 10 other companies of 2,000 members so that users and company_members hold other
// tenants' rows as in production. BENCH_MEMBERS and BENCH_ITERATIONS override the sizes.
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

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const OTHER_COMPANIES = 10;
const OTHER_MEMBERS = 2_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const DIVISIONS = 3;
const DEPARTMENTS_PER_DIVISION = 5;

const GIVEN = [
  'Ana',
  'Arben',
  'Besa',
  'Blerta',
  'Bojan',
  'Dafina',
  'Dragan',
  'Driton',
  'Elena',
  'Elira',
  'Filip',
  'Gent',
  'Goran',
  'Ilir',
  'Ivana',
  'Jana',
  'Jovan',
  'Katerina',
  'Kushtrim',
  'Lea',
  'Luan',
  'Mara',
  'Marija',
  'Marko',
  'Milan',
  'Nikola',
  'Olivera',
  'Petar',
  'Rina',
  'Sara',
  'Stefan',
  'Teuta',
  'Valon',
  'Vesna',
  'Zoran',
  'Adam',
  'Olivia',
  'Mila',
  'Dren',
  'Lina',
];
const FAMILY = [
  'Angelov',
  'Berisha',
  'Dimitrova',
  'Gashi',
  'Hoxha',
  'Ilievska',
  'Jovanovski',
  'Krasniqi',
  'Kostov',
  'Morina',
  'Nikolovska',
  'Petrovski',
  'Ristova',
  'Shala',
  'Stojanovska',
  'Trajkovska',
  'Zeqiri',
  'Markovic',
  'Popov',
  'Hasani',
  'Mitrev',
  'Kelmendi',
  'Todorov',
  'Rexhepi',
  'Velkov',
];
const POSITIONS = [
  'Developer',
  'Account Executive',
  'Designer',
  'Accountant',
  'Support Specialist',
  'Analyst',
  'Engineer',
  'Manager',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]::text[]`);

/** Inserts `count` people and their memberships of `companyId`, in SQL (seconds, not minutes). */
async function fillCompany(
  database: Database,
  companyId: string,
  count: number,
  tag: string,
  departmentIds: string[],
) {
  await database.owner.execute(sql`
    insert into users (issuer, subject, name, given_name, family_name, email, phone_number)
    select 'https://bench.test', ${tag} || '-' || g,
           n.given || ' ' || n.family, n.given, n.family,
           lower(n.given || '.' || n.family || g || '@' || ${tag} || '.test'),
           case when g % 3 = 0 then null else '+389 70 ' || lpad((g % 1000000)::text, 6, '0') end
    from generate_series(1, ${count}) g,
         lateral (select (${textArray(GIVEN)})[1 + g % ${GIVEN.length}] as given,
                         (${textArray(FAMILY)})[1 + (g / ${GIVEN.length}) % ${FAMILY.length}] as family) n`);
  const departments =
    departmentIds.length > 0
      ? sql`(${sql.raw(`array[${departmentIds.map((id) => `'${id}'`).join(',')}]::uuid[]`)})[1 + (u.n % ${departmentIds.length})]`
      : sql`null::uuid`;
  await database.owner.execute(sql`
    insert into company_members (company_id, user_id, position, department_id)
    select ${companyId}, u.id, (${textArray(POSITIONS)})[1 + u.n % ${POSITIONS.length}],
           ${departments}
    from (select id, row_number() over (order by subject) as n from users where subject like ${`${tag}-%`}) u
    where u.n <= ${count}`);
}

async function withBenchDatabaseUrl<T>(work: (url: string | undefined) => Promise<T>): Promise<T> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return work(undefined);
  const name = `atrium_bench_members_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    // BENCH_KEEP=1 leaves the database for EXPLAIN sessions.
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-members-'));
  try {
    await withBenchDatabaseUrl(async (databaseUrl) => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const database = await createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
      await migrateDatabase(database);

      const fillStarted = performance.now();
      const [company] = (
        await database.owner.execute(sql`insert into companies (name) values ('Big Company') returning id`)
      ).rows as { id: string }[];
      const companyId = company!.id;
      const departmentIds: string[] = [];
      const divisionIds: string[] = [];
      for (let d = 0; d < DIVISIONS; d++) {
        const [division] = (
          await database.owner.execute(
            sql`insert into divisions (company_id, name, sort_order) values (${companyId}, ${`Division ${d + 1}`}, ${d}) returning id`,
          )
        ).rows as { id: string }[];
        divisionIds.push(division!.id);
        for (let p = 0; p < DEPARTMENTS_PER_DIVISION; p++) {
          const [department] = (
            await database.owner.execute(
              sql`insert into departments (company_id, division_id, name, sort_order) values (${companyId}, ${division!.id}, ${`Department ${d + 1}.${p + 1}`}, ${p}) returning id`,
            )
          ).rows as { id: string }[];
          departmentIds.push(department!.id);
        }
      }
      await fillCompany(database, companyId, MEMBERS, 'big', departmentIds);
      for (let c = 0; c < OTHER_COMPANIES; c++) {
        const [other] = (
          await database.owner.execute(
            sql`insert into companies (name) values (${`Other ${c}`}) returning id`,
          )
        ).rows as { id: string }[];
        await fillCompany(database, other!.id, OTHER_MEMBERS, `other${c}`, []);
      }
      // An admin to call as, and managers for every division and department.
      const [admin] = (
        await database.owner.execute(sql`
        update company_members set role = 'ADMIN' where id = (select id from company_members where company_id = ${companyId} order by id limit 1)
        returning id, user_id`)
      ).rows as { id: string; user_id: string }[];
      await database.owner.execute(sql`
        insert into department_roles (company_id, company_member_id, division_id, role)
        select ${companyId}, (select id from company_members where company_id = ${companyId} order by id offset n limit 1), d, 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER'
        from unnest(${sql.raw(`array[${divisionIds.map((id) => `'${id}'`).join(',')}]::uuid[]`)}) with ordinality as t(d, n)`);
      await database.owner.execute(sql`
        insert into department_roles (company_id, company_member_id, department_id, role)
        select ${companyId}, (select id from company_members where company_id = ${companyId} order by id offset 10 + n limit 1), d, 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'
        from unnest(${sql.raw(`array[${departmentIds.map((id) => `'${id}'`).join(',')}]::uuid[]`)}) with ordinality as t(d, n)`);
      await database.owner.execute(
        sql`insert into company_modules (company_id, module) values (${companyId}, 'HUMAN_RESOURCES')`,
      );
      await database.owner.execute(sql`
        insert into employment_records (company_id, member_id, effective_from, position, department_id, employment_type, start_date, weekly_hours)
        select company_id, id, date '2020-01-01' + (n % 1500)::int, position, department_id,
               (array['full_time','part_time','contractor','intern','temporary'])[1 + n % 5], date '2020-01-01' + (n % 1500)::int, 40
        from (select *, row_number() over (order by id) as n from company_members where company_id = ${companyId}) m`);
      await database.owner.execute(sql`analyze`);
      const fillSeconds = (performance.now() - fillStarted) / 1000;

      const app = await buildApp({ config, database });
      await app.ready();
      const token = await app.platform.accessTokens.signAccessToken({
        sub: admin!.user_id,
        CompanyId: companyId,
        CompanyMemberId: admin!.id,
      });
      const pageSize = 50;
      const get = async (url: string) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response.json() as { nextCursor: string | null };
      };
      // A position near the end of the name order, reached by following the cursors.
      let cursor: string | null = null;
      for (let walked = 0; walked + 200 < MEMBERS - pageSize; walked += 200) {
        cursor = (await get(`/api/Admin/users?pageSize=200${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
      }
      const scenarios: [string, string][] = [
        ['reference: companies_GetCurrentCompany', '/api/Companies/current-company'],
        ['member list, first page', `/api/Admin/users?pageSize=${pageSize}`],
        ['member list, search "mar"', `/api/Admin/users?pageSize=${pageSize}&search=mar`],
        ['member list, search "kelmendi"', `/api/Admin/users?pageSize=${pageSize}&search=kelmendi`],
        [
          'member list, department filter',
          `/api/Admin/users?pageSize=${pageSize}&departmentId=${departmentIds[7]}`,
        ],
        [
          'member list, division filter',
          `/api/Admin/users?pageSize=${pageSize}&divisionId=${divisionIds[1]}`,
        ],
        [
          'member list, employment type filter',
          `/api/Admin/users?pageSize=${pageSize}&employmentType=contractor`,
        ],
        [
          'member list, role filter (department managers)',
          `/api/Admin/users?pageSize=${pageSize}&role=DEPARTMENT_MANAGER`,
        ],
        [
          'member list, sorted by department, descending',
          `/api/Admin/users?pageSize=${pageSize}&sort=department&direction=desc`,
        ],
        [
          'member list, deep page (after ~9,800 by cursor)',
          `/api/Admin/users?pageSize=${pageSize}&cursor=${cursor}`,
        ],
      ];
      const rows: string[] = [];
      for (const [name, url] of scenarios) {
        const call = async () => {
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
          return response;
        };
        for (let i = 0; i < 20; i++) await call();
        const timings: number[] = [];
        let last = await call();
        for (let i = 0; i < ITERATIONS; i++) {
          const started = performance.now();
          last = await call();
          timings.push(performance.now() - started);
        }
        timings.sort((a, b) => a - b);
        const body = last.json() as { total?: number; items?: unknown[] };
        const answer = body.items ? `${body.items.length} of ${body.total}` : 'one company';
        rows.push(
          `| ${name} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${answer} |`,
        );
      }
      await app.close();
      await database.close();

      console.log(
        `database: ${database.kind}; ${MEMBERS.toLocaleString('en')} members in the measured company, ` +
          `${(OTHER_COMPANIES * OTHER_MEMBERS).toLocaleString('en')} in ${OTHER_COMPANIES} others; ` +
          `${ITERATIONS} sequential requests per row after 20 warm-up; filled in ${fillSeconds.toFixed(1)} s; ${new Date().toISOString()}`,
      );
      console.log('| request | p50 ms | p95 ms | answer |');
      console.log('|---|---:|---:|---|');
      for (const row of rows) console.log(row);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
