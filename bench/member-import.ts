// The HR member import (docs/product/human-resources.md#importing-members, decision 068) at the
// scale target: a 10,000-row Windows-1251, semicolon-separated file with Macedonian headers, as
// the import job works it: read and decode the file, check every row against the company, then
// write all rows in one tenant transaction. Each run imports into a fresh company; duration and
// peak memory (resident set and heap, sampled every 20 ms) per run, then median and worst.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/member-import.ts
//   node bench/member-import.ts            # embedded PGlite
//
// BENCH_ROWS and BENCH_RUNS override the sizes (10,000 rows, 5 runs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { checkImport } from '../apps/server/src/modules/human-resources/import/check-import.ts';
import { readCsv } from '../apps/server/src/modules/human-resources/import/csv-file.ts';
import {
  csvText,
  memberRows,
  MK_HEADERS,
  windows1251,
} from '../apps/server/src/modules/human-resources/import/import-test-files.ts';
import { writeImport } from '../apps/server/src/modules/human-resources/import/write-import.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function withBenchDatabaseUrl<T>(work: (url: string | undefined) => Promise<T>): Promise<T> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return work(undefined);
  const name = `atrium_bench_import_${process.pid}`;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-bench-import-'));
  try {
    await withBenchDatabaseUrl(async (databaseUrl) => {
      const database = await createDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
      await migrateDatabase(database);
      const [actor] = (
        await database.owner.execute(
          sql`insert into users (issuer, subject, email) values ('https://bench.test', 'admin', 'admin@bench.test') returning id`,
        )
      ).rows as { id: string }[];
      const results: { ms: number; rss: number; heap: number }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const [company] = (
          await database.owner.execute(
            sql`insert into companies (name) values (${`Import ${run}`}) returning id`,
          )
        ).rows as { id: string }[];
        const companyId = company!.id;
        // The import checks each row as its importer may write it: here the company's owner.
        const [owner] = (
          await database.owner.execute(
            sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${actor!.id}, 'OWNER') returning id`,
          )
        ).rows as { id: string }[];
        const importer = { companyId, companyMemberId: owner!.id, roles: ['OWNER' as const] };
        const bytes = windows1251(csvText(MK_HEADERS, memberRows(ROWS, `run${run}.example`)));
        globalThis.gc?.();
        const baseline = process.memoryUsage();
        let rss = baseline.rss;
        let heap = baseline.heapUsed;
        const sampler = setInterval(() => {
          const now = process.memoryUsage();
          rss = Math.max(rss, now.rss);
          heap = Math.max(heap, now.heapUsed);
        }, 20);
        const started = performance.now();
        const file = readCsv(bytes);
        const written = await database.withTenant({ companyId, userId: actor!.id }, async (tx) => {
          const check = await checkImport(tx, importer, file, undefined);
          if (check.errors.length > 0) throw new Error(`unexpected errors: ${check.errors.length}`);
          return writeImport(tx, check.rows, {
            companyId,
            actorUserId: actor!.id,
            jobId: `bench-${run}`,
            today: '2026-11-27',
            leaveTypeId: null,
            balanceDate: '2026-11-27',
            onProgress: () => undefined,
          });
        });
        const ms = performance.now() - started;
        clearInterval(sampler);
        if (written.length !== ROWS) throw new Error(`imported ${written.length} of ${ROWS}`);
        results.push({ ms, rss: rss - baseline.rss, heap: heap - baseline.heapUsed });
        console.log(
          `run ${run}: ${(ms / 1000).toFixed(2)} s, peak rss +${mib(rss - baseline.rss)} MiB (${mib(rss)} MiB), heap +${mib(heap - baseline.heapUsed)} MiB`,
        );
      }
      const times = results.map((result) => result.ms);
      console.log(
        `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ROWS} rows × ${RUNS} runs: median ${(median(times) / 1000).toFixed(2)} s, ` +
          `worst ${(Math.max(...times) / 1000).toFixed(2)} s; peak rss growth median ${mib(median(results.map((r) => r.rss)))} MiB, ` +
          `worst ${mib(Math.max(...results.map((r) => r.rss)))} MiB; heap growth worst ${mib(Math.max(...results.map((r) => r.heap)))} MiB`,
      );
      await database.close();
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
