import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobProgress, users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { until } from '../../test/until.ts';
import { createJobs, deadLetterQueue } from './create-jobs.ts';
import { JobCannotSucceed, type Jobs, type TrackedJobSettled } from './jobs.ts';

let db: TestDatabase;
let jobs: Jobs;
let companyId: string;
let userId: string;
const runs: { name: string; data: unknown; retryCount: number; at: number; company?: string }[] = [];
const settled: TrackedJobSettled[] = [];
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  db = await createTestDatabase();
  const [company] = await db.owner.insert(companies).values({ name: 'Jobs Co' }).returning();
  const [user] = await db.owner
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: 'jobs' })
    .returning();
  companyId = company!.id;
  userId = user!.id;
  jobs = createJobs(db, silent, { namesTrackedQueue: (queue) => queue !== 'test.ok' });
  jobs.register<{ n: number }>({
    name: 'test.ok',
    liveAreas: [],
    pollingIntervalSeconds: 0.5,
    async run(job) {
      const seen = job.tenant
        ? await job.withTenant(async (tx) => {
            const result = await tx.execute<{ company: string; who: string }>(
              sql`select current_setting('app.company_id', true) as company, current_user as who`,
            );
            return result.rows[0];
          })
        : undefined;
      runs.push({
        name: job.name,
        data: job.data,
        retryCount: job.retryCount,
        at: Date.now(),
        company: seen?.company,
      });
      if (seen) expect(seen.who).toBe('atrium_app');
    },
  });
  jobs.register<{ total: number }>({
    name: 'test.long',
    liveAreas: [],
    pollingIntervalSeconds: 0.5,
    async run(job) {
      for (let done = 1; done <= job.data.total; done += 1) {
        await job.reportProgress(done, job.data.total, `step ${done}`);
      }
    },
  });
  jobs.register({
    name: 'test.failing',
    liveAreas: [],
    retryLimit: 2,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    async run(job) {
      runs.push({ name: job.name, data: job.data, retryCount: job.retryCount, at: Date.now() });
      throw new Error('always fails');
    },
  });
  jobs.register({
    name: 'test.hopeless',
    liveAreas: [],
    retryLimit: 3,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    async run(job) {
      runs.push({ name: job.name, data: job.data, retryCount: job.retryCount, at: Date.now() });
      throw new JobCannotSucceed('no room');
    },
  });
  jobs.onTrackedJobSettled(async (event) => {
    settled.push(event);
  });
  await jobs.startWorkers();
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await db?.dispose();
});

describe('background jobs', () => {
  it('runs a company job in that company’s tenant scope as atrium_app', async () => {
    await jobs.send('test.ok', { n: 1 }, { tenant: { companyId, userId } });
    const run = await until(() =>
      runs.find((entry) => entry.name === 'test.ok' && (entry.data as { n: number }).n === 1),
    );
    expect(run.company).toBe(companyId);
  });

  it('queues one job per idempotency key however often it is sent', async () => {
    const first = await jobs.send('test.ok', { n: 2 }, { idempotencyKey: 'same' });
    const second = await jobs.send('test.ok', { n: 3 }, { idempotencyKey: 'same' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await until(() => runs.find((entry) => (entry.data as { n: number }).n === 2));
    // The refused send stored no job, so none can run later.
    expect(await jobs.boss.findJobs('test.ok', { data: { data: { n: 3 } } })).toEqual([]);
    expect(runs.filter((entry) => (entry.data as { n: number }).n === 3)).toEqual([]);
    // Also after the first job completed.
    expect(await jobs.send('test.ok', { n: 3 }, { idempotencyKey: 'same' })).toBeNull();
  });

  it('retries a failing job with growing delays, then moves it to the dead-letter queue', async () => {
    const id = await jobs.send('test.failing', { why: 'test' });
    const dead = await until(async () => {
      const found = await jobs.boss.findJobs(deadLetterQueue('test.failing'));
      return found.length > 0 ? found : undefined;
    }, 30_000);
    const attempts = runs.filter((entry) => entry.name === 'test.failing');
    expect(attempts.map((entry) => entry.retryCount)).toEqual([0, 1, 2]);
    const [a, b, c] = attempts.map((entry) => entry.at);
    expect(b! - a!).toBeGreaterThanOrEqual(900);
    expect(c! - b!).toBeGreaterThan(b! - a! - 200);
    expect(dead[0]!.data).toMatchObject({ data: { why: 'test' } });
    const original = await jobs.boss.getJobById('test.failing', id!);
    expect(original?.state).toBe('failed');
  }, 40_000);

  it('ends a job that cannot succeed at its first attempt, failed, without retries', async () => {
    const id = await jobs.send('test.hopeless', {}, { tenant: { companyId, userId }, track: true });
    const event = await until(() => settled.find((entry) => entry.jobId === id));
    expect(event).toMatchObject({ name: 'test.hopeless', outcome: 'failed' });
    const [row] = await db.owner
      .select()
      .from(jobProgress)
      .where(sql`${jobProgress.jobId} = ${id}`);
    expect(row?.state).toBe('failed');
    // The queue ends the attempt as completed, not as one to retry: no later attempt can come.
    const ended = await until(async () => {
      const [job] = await jobs.boss.findJobs('test.hopeless', { id: id! });
      return job && job.state !== 'created' && job.state !== 'active' ? job : undefined;
    });
    expect(ended.state).toBe('completed');
    expect(runs.filter((entry) => entry.name === 'test.hopeless').map((entry) => entry.retryCount)).toEqual([
      0,
    ]);
  });

  it('records progress of a tracked job and tells listeners when it is done', async () => {
    const id = await jobs.send('test.long', { total: 4 }, { tenant: { companyId, userId }, track: true });
    const event = await until(() => settled.find((entry) => entry.jobId === id));
    expect(event).toMatchObject({ name: 'test.long', companyId, userId, outcome: 'completed' });
    const [row] = await db.owner
      .select()
      .from(jobProgress)
      .where(sql`${jobProgress.jobId} = ${id}`);
    expect(row).toMatchObject({ state: 'completed', done: 4, total: 4, message: 'step 4', companyId });
  });

  it('refuses unknown queues and tracked jobs without a person', async () => {
    await expect(jobs.send('test.nothing', {})).rejects.toThrow(/no job registered/);
    await expect(jobs.send('test.long', { total: 1 }, { track: true })).rejects.toThrow(/tenant with a user/);
    // A tracked job ends in a notification that names it: a queue without a name for people is refused.
    await expect(
      jobs.send('test.ok', { n: 1 }, { tenant: { companyId, userId }, track: true }),
    ).rejects.toThrow(/name for people/);
  });

  it('keeps a recurring schedule once however often it is declared', async () => {
    await jobs.schedule('test.ok', '*/5 * * * *', { n: 99 });
    await jobs.schedule('test.ok', '*/5 * * * *', { n: 99 });
    const schedules = await jobs.boss.getSchedules('test.ok');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.cron).toBe('*/5 * * * *');
  });
});
