/**
 * A separate process working the test queues of jobs-processes.test.ts, so that a test can kill
 * it mid-job (SIGKILL, no clean-up) or run two of them against one database. Arguments:
 * <databaseUrl> <instanceName>. Prints `ready` when its workers run and `started <jobId>` when a
 * slow job begins.
 */
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../db/client.ts';
import { createJobs } from './create-jobs.ts';

const [databaseUrl, instance] = process.argv.slice(2);
if (!databaseUrl || !instance) throw new Error('usage: jobs-test-worker.ts <databaseUrl> <instance>');

const database = await createDatabase({ databaseUrl, dataDir: '' });
const jobs = createJobs(
  database,
  { warn: () => {}, error: (object, message) => console.error(message, object) },
  { superviseIntervalSeconds: 1 },
);

jobs.register<{ seconds: number }>({
  name: 'test.slow',
  liveAreas: [],
  retryLimit: 3,
  retryDelaySeconds: 1,
  // Short, so that the attempt of a killed process counts as dead within the test.
  expireInSeconds: 3,
  pollingIntervalSeconds: 0.5,
  async run(job) {
    await database.owner.execute(
      sql`insert into job_test_runs (job_id, instance, phase) values (${job.id}, ${instance}, 'started')`,
    );
    process.stdout.write(`started ${job.id}\n`);
    await new Promise((resolve) => setTimeout(resolve, job.data.seconds * 1000));
    await database.owner.execute(
      sql`insert into job_test_runs (job_id, instance, phase) values (${job.id}, ${instance}, 'finished')`,
    );
  },
});
jobs.register<{ n: number }>({
  name: 'test.count',
  liveAreas: [],
  concurrency: 4,
  pollingIntervalSeconds: 0.5,
  async run(job) {
    await database.owner.execute(
      sql`insert into job_test_runs (job_id, instance, phase) values (${job.id}, ${instance}, 'finished')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  },
});

await jobs.startWorkers();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
