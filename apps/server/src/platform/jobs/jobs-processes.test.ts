import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { until } from '../../test/until.ts';
import { createJobs } from './create-jobs.ts';
import type { Jobs } from './jobs.ts';

/**
 * Jobs across processes: a worker killed mid-job and two API instances on one queue. Separate
 * processes need a shared database server, so these run on PostgreSQL (TEST_DATABASE_URL) only.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const WORKER = fileURLToPath(new URL('./jobs-test-worker.ts', import.meta.url));

let db: TestDatabase;
let databaseUrl: string;
let sender: Jobs;
const children: ChildProcess[] = [];

function startWorker(instance: string) {
  const child = spawn(process.execPath, [WORKER, databaseUrl, instance], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const waiters: { prefix: string; resolve: (line: string) => void }[] = [];
  lines.on('line', (line) => {
    const index = waiters.findIndex((waiter) => line.startsWith(waiter.prefix));
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(line);
  });
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      waiters.push({ prefix, resolve });
      child.once('exit', () => reject(new Error(`${instance} exited before "${prefix}"`)));
    });
  return { child, waitFor, ready: waitFor('ready') };
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

async function runsOf(jobId: string | null) {
  const result = await db.owner.execute<{ instance: string; phase: string }>(
    sql`select instance, phase from job_test_runs where job_id = ${jobId} order by at`,
  );
  return result.rows;
}

describe.skipIf(!serverUrl)('background jobs across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const client = (db.owner as unknown as { $client: { options: { connectionString: string } } }).$client;
    databaseUrl = client.options.connectionString;
    await db.owner.execute(
      sql`create table job_test_runs (job_id uuid not null, instance text not null, phase text not null, at timestamptz not null default clock_timestamp())`,
    );
    // The API side: sends only (it has no workers).
    sender = createJobs(db, { warn: () => {}, error: () => {} });
    sender.register({
      name: 'test.slow',
      liveAreas: [],
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 3,
      run: async () => {},
    });
    sender.register({ name: 'test.count', liveAreas: [], run: async () => {} });
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await sender?.stop();
    await db?.dispose();
  });

  it('finishes a job whose worker was killed mid-run exactly once after a restart', async () => {
    const first = startWorker('first');
    await first.ready;
    const started = first.waitFor('started');
    const jobId = await sender.send('test.slow', { seconds: 2 });
    expect(await started).toBe(`started ${jobId}`);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(await runsOf(jobId)).toEqual([{ instance: 'first', phase: 'started' }]);

    const second = startWorker('second');
    await second.ready;
    const runs = await until(
      async () => {
        const rows = await runsOf(jobId);
        return rows.some((row) => row.phase === 'finished') ? rows : undefined;
      },
      { timeout: 45_000, interval: 200 },
    );
    // A duplicate run would only show itself by a row of its own: nothing marks that none is under
    // way, so give one the length of a run (two seconds) and more before counting.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await runsOf(jobId)).toEqual(runs);
    expect(runs.filter((row) => row.phase === 'finished')).toEqual([
      { instance: 'second', phase: 'finished' },
    ]);
    const job = await sender.boss.getJobById('test.slow', jobId!);
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBe(1);
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 90_000);

  it('never runs one job twice when two instances work the same queue', async () => {
    const workers = [startWorker('a'), startWorker('b')];
    await Promise.all(workers.map((worker) => worker.ready));
    const ids = await Promise.all(Array.from({ length: 300 }, (_, n) => sender.send('test.count', { n })));
    expect(new Set(ids).size).toBe(300);
    const count = async () => {
      const result = await db.owner.execute<{ runs: number; jobs: number; a: number; b: number }>(
        sql`select count(*)::int as runs, count(distinct job_id)::int as jobs,
                   count(*) filter (where instance = 'a')::int as a, count(*) filter (where instance = 'b')::int as b
            from job_test_runs where instance in ('a', 'b')`,
      );
      return result.rows[0]!;
    };
    await until(async () => (await count()).jobs >= 300, { timeout: 60_000, interval: 200 });
    // A job run twice would only show itself by a second row: nothing marks that no run is still
    // under way, so give one a moment before counting again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counted = await count();
    expect(counted.runs).toBe(300);
    expect(counted.jobs).toBe(300);
    // Both instances took part.
    expect(counted.a).toBeGreaterThan(0);
    expect(counted.b).toBeGreaterThan(0);
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => exited(worker.child)));
  }, 90_000);
});
