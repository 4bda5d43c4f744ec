// A tenant of 10,000 members for the benchmarks that read people (docs/performance.md): one company
// of BENCH_MEMBERS active members in 3 divisions × 5 departments (with a division and a department
// manager each) and an administrator to call as, plus 10 other companies of 2,000 members so that
// users and company_members hold other tenants' rows as in production. The rows are written in SQL
// (seconds, not minutes); the benchmark then measures requests through the real API. BENCH_ONLY
// (comma-separated parts of scenario names) measures a few rows only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';

export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
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

/**
 * Runs `work` on a fresh database: with BENCH_DATABASE_URL one created on that server and dropped
 * afterwards (BENCH_KEEP=1 keeps it for EXPLAIN sessions), else the embedded PGlite.
 */
async function withBenchDatabase<T>(
  name: string,
  work: (database: Database, config: ReturnType<typeof loadConfig>) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `atrium-bench-${name}-`));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const databaseName = `atrium_bench_${name}_${process.pid}`;
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  let databaseUrl: string | undefined;
  if (admin && adminUrl) {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const database = await createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
    try {
      await migrateDatabase(database);
      return await work(database, config);
    } finally {
      await database.close();
    }
  } finally {
    if (admin) {
      if (process.env.BENCH_KEEP) console.log(`kept database ${databaseName}`);
      else await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface BigCompany {
  database: Database;
  companyId: string;
  divisionIds: string[];
  departmentIds: string[];
  /** Answers `GET url` as the company's administrator; throws on anything but 200. */
  get(url: string): Promise<unknown>;
  /** A `get` as another member of the company. */
  getAs(companyMemberId: string): Promise<(url: string) => Promise<unknown>>;
}

/** A scenario: its name, the URL, and who asks when not the administrator. */
type Scenario = [name: string, url: string, as?: (url: string) => Promise<unknown>];

/** The company, its divisions, departments, managers and an administrator, and the other tenants. */
async function fillBigCompany(database: Database) {
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
      await database.owner.execute(sql`insert into companies (name) values (${`Other ${c}`}) returning id`)
    ).rows as { id: string }[];
    await fillCompany(database, other!.id, OTHER_MEMBERS, `other${c}`, []);
  }
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
  return { companyId, divisionIds, departmentIds, admin: admin! };
}

async function adminGetter(app: FastifyInstance, companyId: string, admin: { id: string; user_id: string }) {
  const token = await app.platform.accessTokens.signAccessToken({
    sub: admin.user_id,
    CompanyId: companyId,
    CompanyMemberId: admin.id,
  });
  return async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as unknown;
  };
}

/**
 * Fills the big company (plus what `prepare` adds), then measures each scenario's GET as its
 * administrator: 20 warm-up requests, then BENCH_ITERATIONS one at a time, so the figures are
 * per-request latency. Prints the table of p50 and p95 with `describe`'s account of the answer.
 */
export async function measureBigCompany(options: {
  name: string;
  prepare?: (company: Omit<BigCompany, 'get' | 'getAs'>) => Promise<void>;
  scenarios: (company: BigCompany) => Promise<Scenario[]>;
  describe: (body: unknown) => string;
}): Promise<void> {
  await withBenchDatabase(options.name, async (database, config) => {
    const fillStarted = performance.now();
    const { admin, ...filled } = await fillBigCompany(database);
    await options.prepare?.({ database, ...filled });
    await database.owner.execute(sql`analyze`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const get = await adminGetter(app, filled.companyId, admin);
      const getAs = async (companyMemberId: string) => {
        const [member] = (
          await database.owner.execute(
            sql`select id, user_id from company_members where company_id = ${filled.companyId} and id = ${companyMemberId}`,
          )
        ).rows as { id: string; user_id: string }[];
        return adminGetter(app, filled.companyId, member!);
      };
      const rows: string[] = [];
      // BENCH_ONLY=a,b measures only the scenarios whose names contain one of them (the others are
      // still prepared), so that five runs of one row fit in minutes on a loaded machine.
      const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
      const scenarios = (await options.scenarios({ database, ...filled, get, getAs })).filter(
        ([name]) => !only || only.some((part) => name.includes(part)),
      );
      for (const [name, url, as = get] of scenarios) {
        for (let i = 0; i < 20; i++) await as(url);
        const timings: number[] = [];
        let last = await as(url);
        for (let i = 0; i < ITERATIONS; i++) {
          const started = performance.now();
          last = await as(url);
          timings.push(performance.now() - started);
        }
        timings.sort((a, b) => a - b);
        rows.push(
          `| ${name} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${options.describe(last)} |`,
        );
      }
      console.log(
        `database: ${database.kind}; ${MEMBERS.toLocaleString('en')} members in the measured company, ` +
          `${(OTHER_COMPANIES * OTHER_MEMBERS).toLocaleString('en')} in ${OTHER_COMPANIES} others; ` +
          `${ITERATIONS} sequential requests per row after 20 warm-up; filled in ${fillSeconds.toFixed(1)} s; ${new Date().toISOString()}`,
      );
      console.log('| request | p50 ms | p95 ms | answer |');
      console.log('|---|---:|---:|---|');
      for (const row of rows) console.log(row);
    } finally {
      await app.close();
    }
  });
}
