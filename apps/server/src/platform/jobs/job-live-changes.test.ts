import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/database.ts';
import { companies, jobProgress } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { until } from '../../test/until.ts';
import { createJobs } from './create-jobs.ts';
import type { Jobs } from './jobs.ts';

/*
 * A job's committed writes keep other people's open screens current as an operation's do
 * (docs/product/notifications.md#screens-that-stay-current): the runner tells the companies it
 * wrote in, with the areas the job declares, and no job needs code of its own for it.
 */
let db: TestDatabase;
let jobs: Jobs;
let first: string;
let second: string;
const heard: { companyId: string; areas: readonly string[] }[] = [];
const silent = { warn: () => {}, error: () => {} };

/** A write in the company's scope: any row will do, a progress row is the simplest. */
const write = (tx: Transaction, companyId: string) =>
  tx.insert(jobProgress).values({ jobId: randomUUID(), companyId, queue: 'live.test' });
const read = (tx: Transaction) => tx.select().from(jobProgress).limit(1);

beforeAll(async () => {
  db = await createTestDatabase();
  const made = await db.owner
    .insert(companies)
    .values([{ name: 'Live One' }, { name: 'Live Two' }])
    .returning();
  first = made[0]!.id;
  second = made[1]!.id;
  jobs = createJobs(db, silent);
  jobs.register<{ companyId: string }>({
    name: 'live.writes',
    liveAreas: ['ABSENCE', 'CompanyMembers'],
    pollingIntervalSeconds: 0.5,
    run: (job) => job.withTenant((tx) => write(tx, job.data.companyId)),
  });
  jobs.register({
    name: 'live.reads',
    liveAreas: ['ABSENCE'],
    pollingIntervalSeconds: 0.5,
    run: (job) => job.withTenant(read),
  });
  jobs.register<{ companyId: string }>({
    name: 'live.rolls-back',
    liveAreas: ['ABSENCE'],
    retryLimit: 0,
    pollingIntervalSeconds: 0.5,
    run: (job) =>
      job.withTenant(async (tx) => {
        await write(tx, job.data.companyId);
        throw new Error('fails after writing');
      }),
  });
  // A scheduled sweep: no company of its own, a write in the first company, a read in the second.
  jobs.register({
    name: 'live.sweep',
    liveAreas: ['HUMAN_RESOURCES'],
    pollingIntervalSeconds: 0.5,
    async run(job) {
      await job.withCompany(first, (tx) => write(tx, first));
      await job.withCompany(second, read);
    },
  });
  jobs.onLiveChanges(async (companyId, areas) => {
    heard.push({ companyId, areas });
  });
  await jobs.startWorkers();
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await db?.dispose();
});

/** Sends a job and waits until the queue has ended it (its announcement comes before). */
async function runToEnd(name: string, data: object, tenant: { companyId: string } | null) {
  const id = await jobs.send(name, data, tenant ? { tenant: { ...tenant, userId: null } } : {});
  return until(async () => {
    const job = await jobs.boss.getJobById(name, id!);
    return job && (job.state === 'completed' || job.state === 'failed') ? job.state : undefined;
  });
}

describe('what a job tells open screens', () => {
  it('tells the company it wrote in every area the job declares, once the write has committed', async () => {
    heard.length = 0;
    expect(await runToEnd('live.writes', { companyId: first }, { companyId: first })).toBe('completed');
    expect(heard).toEqual([{ companyId: first, areas: ['ABSENCE', 'CompanyMembers'] }]);
  });

  it('tells nobody of a job that only read, nor of one whose write was rolled back', async () => {
    heard.length = 0;
    expect(await runToEnd('live.reads', {}, { companyId: first })).toBe('completed');
    expect(await runToEnd('live.rolls-back', { companyId: first }, { companyId: first })).toBe('failed');
    expect(heard).toEqual([]);
  });

  it('tells, of the companies a sweep went through, those it wrote in', async () => {
    heard.length = 0;
    expect(await runToEnd('live.sweep', {}, null)).toBe('completed');
    expect(heard).toEqual([{ companyId: first, areas: ['HUMAN_RESOURCES'] }]);
  });
});
