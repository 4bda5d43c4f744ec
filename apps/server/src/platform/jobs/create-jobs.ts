import { setTimeout as sleep } from 'node:timers/promises';
import { isTrackedJobQueue } from '@atrium/contract/notifications';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { createOutageTracker } from '../health/outage-tracker.ts';
import { createBoss } from './boss-database.ts';
import { idempotencyJobId } from './idempotency-id.ts';
import { recordJobProgress, settleJobProgress } from './job-progress-writer.ts';
import { jobWrites } from './job-writes.ts';
import {
  JobCannotSucceed,
  type JobDefinition,
  type JobEnvelope,
  type Jobs,
  type LiveChangesListener,
  type RunningJob,
  type SendJobOptions,
  type TrackedJobListener,
} from './jobs.ts';

const DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  concurrency: 2,
  pollingIntervalSeconds: 2,
};
/** Running jobs get this long to finish when the app stops; the rest expire and are retried. */
const STOP_GRACE_MS = 8_000;

/** The dead-letter queue of a queue: jobs that failed every attempt are copied there. */
export function deadLetterQueue(name: string): string {
  return `${name}.dead`;
}

interface JobsLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  info?(object: object, message: string): void;
}

interface JobsOptions {
  superviseIntervalSeconds?: number;
  /** The waits between checks while the queue's database is unreachable (tests shorten them). */
  outageDelayMs?: { first: number; max: number };
  /**
   * Whether a queue has a name people can read when its tracked job ends in a notification (the
   * notification catalogue's TRACKED_JOB_NAMES). A tracked job of any other queue is refused at
   * send, so no one is ever told about "hr.member-import". The platform's own tests name theirs.
   */
  namesTrackedQueue?: (queue: string) => boolean;
}

/**
 * The platform's `jobs` (see jobs.ts). pg-boss starts at the first send or when the workers
 * start, whichever comes first, so an app only driven through inject does no queue work unless
 * it sends a job.
 */
export function createJobs(database: Database, log: JobsLog, options: JobsOptions = {}): Jobs {
  const namesTrackedQueue = options.namesTrackedQueue ?? isTrackedJobQueue;
  // Supervision (expiring attempts of dead processes, moving failures on) runs on every instance;
  // pg-boss takes a lock so that only one at a time does it.
  const boss = createBoss(database, {
    supervise: true,
    schedule: true,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    // Each queue's expiry check is throttled to this too; both bound how long a killed
    // instance's job waits before another instance retries it (plus expireInSeconds).
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
  });
  const definitions = new Map<
    string,
    Required<Omit<JobDefinition<unknown>, 'run'>> & JobDefinition<unknown>
  >();
  const listeners: TrackedJobListener[] = [];
  const liveListeners: LiveChangesListener[] = [];
  /** This instance's worker of each queue, woken when this instance queues a job for it. */
  const workerIds = new Map<string, string>();
  let started: Promise<void> | null = null;
  let working = false;
  let stopped = false;
  /** Ends a wait between outage checks when the queue stops. */
  const stopping = new AbortController();

  // Every worker polls every pollingIntervalSeconds and pg-boss reports each failed poll: while
  // the database is down that is dozens of errors a second. The outage is logged once, the
  // workers stop polling, and one check at growing intervals finds the database back and starts
  // them again (docs/operations.md, Health and logs).
  const outage = createOutageTracker({
    name: 'job queue',
    log,
    ...(options.outageDelayMs
      ? { firstDelayMs: options.outageDelayMs.first, maxDelayMs: options.outageDelayMs.max }
      : {}),
  });
  const waitForRecovery = async () => {
    await Promise.allSettled([...definitions.keys()].map((name) => boss.offWork(name, { wait: false })));
    workerIds.clear();
    const names = [...definitions.keys()];
    while (!stopped) {
      try {
        await sleep(outage.nextDelayMs(), undefined, { signal: stopping.signal });
      } catch {
        return;
      }
      try {
        // A read of pg-boss's own tables through its own connections: what the polls need.
        await boss.getQueues(names);
      } catch (error) {
        outage.failed(error);
        continue;
      }
      if (stopped) return;
      outage.succeeded();
      if (working) await startWorkerLoops();
      return;
    }
  };
  const onFailure = (error: unknown) => {
    if (outage.failed(error)) void waitForRecovery().catch(onFailure);
  };
  boss.on('error', onFailure);

  const start = () => {
    started ??= (async () => {
      await boss.start();
      for (const definition of definitions.values()) {
        const dead = deadLetterQueue(definition.name);
        await boss.createQueue(dead);
        const options = {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds,
          deadLetter: dead,
        };
        await boss.createQueue(definition.name, options);
        // An existing queue keeps its old settings otherwise.
        await boss.updateQueue(definition.name, options);
      }
    })();
    return started;
  };

  /** One worker per queue (pg-boss's polling loops), at start and again after an outage. */
  async function startWorkerLoops() {
    for (const definition of definitions.values()) {
      // Started by the check that ends the outage instead; a queue already worked is left alone.
      if (outage.down || stopped) return;
      if (workerIds.has(definition.name)) continue;
      const workerId = await boss.work<JobEnvelope<unknown>>(
        definition.name,
        {
          includeMetadata: true,
          batchSize: 1,
          localConcurrency: definition.concurrency,
          pollingIntervalSeconds: definition.pollingIntervalSeconds,
          // While more jobs wait than this instance runs at once, each worker fetches again as
          // soon as it finishes instead of waiting out the poll interval: a backlog (a fan-out of
          // thousands of pushes) drains at the speed of its handlers, not of the poll.
          burstWhenReadyExceeds: definition.concurrency ?? 1,
        },
        // includeMetadata: true, so each job carries retryCount and retryLimit.
        async ([job]) => (job ? runOne(definition, job as JobWithMetadata<JobEnvelope<unknown>>) : undefined),
      );
      workerIds.set(definition.name, workerId);
    }
  }

  const runOne = async (definition: JobDefinition<unknown>, job: JobWithMetadata<JobEnvelope<unknown>>) => {
    const envelope = job.data;
    const tenant = envelope.tenant;
    const writes = jobWrites(database, definition.liveAreas);
    const running: RunningJob<unknown> = {
      id: job.id,
      name: job.name,
      data: envelope.data,
      retryCount: job.retryCount,
      tenant,
      withTenant(work) {
        if (!tenant) throw new Error(`job ${job.name} was sent without a company`);
        return writes.withTenant(tenant, work);
      },
      withCompany(companyId, work) {
        return writes.withTenant({ companyId, userId: tenant?.userId ?? null }, work);
      },
      async reportProgress(done, total, message) {
        if (!envelope.track || !tenant) return;
        await recordJobProgress(database, tenant, { jobId: job.id, queue: job.name, done, total, message });
      },
      async reportResult(result) {
        if (!envelope.track || !tenant) return;
        await recordJobProgress(database, tenant, { jobId: job.id, queue: job.name, result });
      },
    };
    try {
      if (envelope.track && tenant) {
        await recordJobProgress(database, tenant, { jobId: job.id, queue: job.name, state: 'running' });
      }
      const output = await definition.run(running).finally(() =>
        // What committed stays committed whether the attempt ended well or not; told before the
        // job's progress says it ended, so a screen reading both sees the changes.
        announceWrites(definition, writes.companies),
      );
      await settle(job, 'completed');
      return output;
    } catch (error) {
      log.warn(
        { err: error, job: job.name, jobId: job.id, retryCount: job.retryCount },
        'job attempt failed',
      );
      if (error instanceof JobCannotSucceed) {
        // Ends here: pg-boss records the attempt as done, the job's own progress says failed.
        await settle(job, 'failed');
        return undefined;
      }
      if (job.retryCount >= job.retryLimit) await settle(job, 'failed');
      throw error;
    }
  };

  const announceWrites = async (definition: JobDefinition<unknown>, companies: ReadonlySet<string>) => {
    for (const companyId of companies) {
      for (const listener of liveListeners) {
        await listener(companyId, definition.liveAreas).catch((error: unknown) =>
          log.warn({ err: error, job: definition.name }, 'could not announce a job’s changes'),
        );
      }
    }
  };

  const settle = async (job: JobWithMetadata<JobEnvelope<unknown>>, outcome: 'completed' | 'failed') => {
    const { tenant, track } = job.data;
    if (!track || !tenant) return;
    await settleJobProgress(database, tenant, job.id, outcome);
    if (!tenant.userId) return;
    for (const listener of listeners) {
      await listener({
        jobId: job.id,
        name: job.name,
        companyId: tenant.companyId,
        userId: tenant.userId,
        outcome,
      }).catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'tracked job listener failed'));
    }
  };

  return {
    boss: boss as PgBoss,
    register(definition) {
      if (started) throw new Error(`job ${definition.name} registered after the queue started`);
      definitions.set(definition.name, { ...DEFAULTS, ...definition } as never);
    },
    async send(name, data, options: SendJobOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no job registered as ${name}`);
      if (options.track && !options.tenant?.userId)
        throw new Error('a tracked job needs a tenant with a user');
      if (options.track && !namesTrackedQueue(name))
        throw new Error(
          `a tracked job's queue needs a name for people: ${name} has none in TRACKED_JOB_NAMES`,
        );
      await start();
      const envelope: JobEnvelope<unknown> = {
        data,
        tenant: options.tenant ?? null,
        track: options.track ?? false,
      };
      const id = await boss.send(name, envelope as object, {
        ...(options.idempotencyKey ? { id: idempotencyJobId(name, options.idempotencyKey) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      if (id && envelope.track && envelope.tenant) {
        await recordJobProgress(database, envelope.tenant, { jobId: id, queue: name, state: 'queued' });
      }
      // A job due now starts at once on this instance instead of after its worker's next poll
      // (up to pollingIntervalSeconds): an import or a notification's delivery is not held back.
      // Other instances still find it at their poll.
      const worker = workerIds.get(name);
      if (id && worker && !options.startAfter) boss.notifyWorker(worker);
      return id;
    },
    async schedule(name, cron, data = {}, options = {}) {
      if (!definitions.has(name)) throw new Error(`no job registered as ${name}`);
      await start();
      const envelope: JobEnvelope<unknown> = { data, tenant: null, track: false };
      await boss.schedule(name, cron, envelope as object, options.timeZone ? { tz: options.timeZone } : {});
    },
    async startWorkers() {
      if (working || stopped) return;
      working = true;
      await start();
      await startWorkerLoops();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping.abort();
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
    },
    onTrackedJobSettled(listener) {
      listeners.push(listener);
    },
    onLiveChanges(listener) {
      liveListeners.push(listener);
    },
    async queueCounts() {
      // Reading pg-boss's cached counts, not counting the job table: its aggregate scans the
      // whole table, which pg-boss itself spaces out (monitorIntervalSeconds).
      if (!started || stopped) return [];
      await started;
      const names = [...definitions.keys()];
      const queues = new Map(
        (await boss.getQueues([...names, ...names.map(deadLetterQueue)])).map((queue) => [queue.name, queue]),
      );
      return names.map((name) => {
        const queue = queues.get(name);
        return {
          queue: name,
          queued: queue?.queuedCount ?? 0,
          active: queue?.activeCount ?? 0,
          failed: queue?.failedCount ?? 0,
          dead: queues.get(deadLetterQueue(name))?.queuedCount ?? 0,
        };
      });
    },
  };
}
