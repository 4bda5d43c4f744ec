import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/*
 * Test database templates kept from one test run to the next (docs/decisions/056-test-tier-speed.md):
 * re-running one test file after an edit should not migrate two databases again. A kept template
 * is named by a fingerprint of everything that decides what it holds (the migration files, the
 * code that builds it, the database engine's and the migrator's versions), so a change to any of
 * them builds a new one and removes the old.
 *
 * CI (CI=true) keeps nothing: each run builds its templates and removes them, as a fresh machine
 * would.
 */

const REPOSITORY = join(import.meta.dirname, '..', '..', '..', '..');
const CACHE_FOLDER = join(REPOSITORY, 'node_modules', '.cache', 'atrium-test-templates');

/** Whether templates are kept between runs here. */
export const keepsTemplates = (): boolean => process.env.CI !== 'true' && process.env.CI !== '1';

/** A short hash of the files (folders read whole, in name order) and the packages' versions. */
export function templateFingerprint(paths: readonly string[], packages: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(path.slice(REPOSITORY.length)).update(readFileSync(path));
  };
  paths.forEach(add);
  for (const name of packages) {
    const manifest = join(REPOSITORY, 'node_modules', name, 'package.json');
    hash.update(`${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dumped PGlite template `prefix`-`fingerprint`.tar: the kept one when there is one, else
 * `build`'s, written atomically (a parallel run never reads half a file) in place of the older ones.
 */
export async function keptPgliteTemplate(
  prefix: string,
  fingerprint: string,
  build: () => Promise<Buffer>,
): Promise<string> {
  if (!keepsTemplates()) {
    const file = join(tmpdir(), `${prefix}-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, await build());
    return file;
  }
  const file = join(CACHE_FOLDER, `${prefix}-${fingerprint}.tar`);
  const kept = await readdir(CACHE_FOLDER).catch(() => [] as string[]);
  if (kept.includes(`${prefix}-${fingerprint}.tar`)) return file;
  await mkdir(CACHE_FOLDER, { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  await writeFile(partial, await build());
  await rename(partial, file);
  for (const name of kept) {
    if (name.startsWith(`${prefix}-`)) await rm(join(CACHE_FOLDER, name), { force: true });
  }
  return file;
}

/** Removes a template file at the end of a run, unless it is kept for the next. */
export async function releasePgliteTemplate(file: string): Promise<void> {
  if (!keepsTemplates()) await rm(file, { force: true });
}

/**
 * The PostgreSQL template database `prefix`_`fingerprint`: the kept one when the server has it,
 * else one `build` migrates under a temporary name and that is then renamed (so a parallel run
 * never copies a half-migrated database); older ones of the same prefix are dropped.
 */
export async function keptPostgresTemplate(
  serverUrl: string,
  prefix: string,
  fingerprint: string,
  build: (name: string) => Promise<void>,
): Promise<string> {
  if (!keepsTemplates()) {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await build(name);
    return name;
  }
  const name = `${prefix}_${fingerprint}`;
  const existing = await databasesNamed(serverUrl, prefix);
  if (existing.includes(name)) return name;
  const building = `${prefix}_building_${randomBytes(6).toString('hex')}`;
  await build(building);
  try {
    // Names are made here from hex digits and fixed prefixes, never input: quoting is enough.
    await onServer(serverUrl, `alter database "${building}" rename to "${name}"`);
  } catch (error) {
    await onServer(serverUrl, `drop database if exists "${building}" with (force)`);
    // Another run built and renamed the same template first.
    if (!(await databasesNamed(serverUrl, prefix)).includes(name)) throw error;
  }
  for (const old of existing) {
    if (old !== name && !old.startsWith(`${prefix}_building_`)) {
      await onServer(serverUrl, `drop database if exists "${old}" with (force)`);
    }
  }
  return name;
}

/** Drops a template database at the end of a run, unless it is kept for the next. */
export async function releasePostgresTemplate(serverUrl: string, name: string): Promise<void> {
  if (!keepsTemplates()) await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}

async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const rows = await onServer(
    serverUrl,
    `select datname from pg_database where starts_with(datname, '${prefix}_')`,
  );
  return rows.map((row) => String(row.datname));
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
