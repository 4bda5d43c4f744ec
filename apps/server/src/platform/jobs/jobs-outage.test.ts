import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { until } from '../../test/until.ts';
import { serializeError } from '../http/log-serializers.ts';
import { createJobs } from './create-jobs.ts';
import type { Jobs } from './jobs.ts';
import { JOBS_SCHEMA } from './boss-database.ts';

// The queue's database going away, as its polls see it: pg-boss's tables vanish (the schema is
// renamed) and come back. Every worker keeps failing its poll meanwhile; the log must say so once.

interface Line {
  level: 'error' | 'warn' | 'info';
  object: Record<string, unknown>;
  message: string;
}

let db: TestDatabase;
let jobs: Jobs;
const lines: Line[] = [];
const ran: number[] = [];
const record = (level: Line['level']) => (object: object, message: string) =>
  lines.push({ level, object: object as Record<string, unknown>, message });
const log = { error: record('error'), warn: record('warn'), info: record('info') };

beforeAll(async () => {
  db = await createTestDatabase();
  jobs = createJobs(db, log, { outageDelayMs: { first: 100, max: 300 } });
  for (const name of ['outage.first', 'outage.second']) {
    jobs.register<{ n: number }>({
      name,
      liveAreas: [],
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
      async run(job) {
        ran.push(job.data.n);
      },
    });
  }
  await jobs.startWorkers();
});

afterAll(async () => {
  await jobs?.stop();
  await db?.dispose();
});

it('logs an outage of its database once with the real error, backs off, and once when it recovers', async () => {
  // The check that looks for the queue's tables again, every 100–300 ms while they are away.
  const checks = vi.spyOn(jobs.boss, 'getQueues');
  await db.owner.execute(sql.raw(`alter schema ${JOBS_SCHEMA} rename to ${JOBS_SCHEMA}_away`));
  const failure = await until(() => lines.find((line) => line.level === 'error'));
  // Several failed checks after the first failure, none of which may be logged.
  await until(() => checks.mock.settledResults.filter((result) => result.type === 'rejected').length >= 4);
  checks.mockRestore();

  const errors = lines.filter((line) => line.level !== 'info');
  expect(errors).toHaveLength(1);
  expect(failure.message).toMatch(/^job queue error/);
  const err = failure.object.err;
  expect(err).toBeInstanceOf(Error);
  const logged = serializeError(err);
  expect(logged.message).toMatch(/does not exist/);
  expect(logged.message).not.toContain('[object Object]');
  expect(logged.stack).not.toBe('');
  expect(lines.some((line) => line.level === 'info')).toBe(false);

  await db.owner.execute(sql.raw(`alter schema ${JOBS_SCHEMA}_away rename to ${JOBS_SCHEMA}`));
  const recovered = await until(() => lines.find((line) => line.level === 'info'));
  expect(recovered.message).toMatch(/^job queue recovered after \d+ s$/);
  // The further failures were counted, not logged.
  expect(recovered.object.failures).toBeGreaterThan(3);

  // The workers poll again: a job sent now runs.
  await jobs.send('outage.second', { n: 7 });
  await until(() => ran.includes(7));
  // That nothing more is logged has no event to wait for: half a second is one poll of every worker.
  await sleep(500);
  expect(lines.filter((line) => line.level !== 'info')).toHaveLength(1);
  expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
}, 30_000);
