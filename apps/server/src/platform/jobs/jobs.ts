import type { PgBoss } from 'pg-boss';
import type { TenantContext, Transaction } from '../../db/database.ts';

/**
 * Background jobs of the platform (decision 028): pg-boss queues in the application's own
 * database, PostgreSQL or the embedded PGlite alike. A module registers its job kinds once at
 * start-up and sends jobs from its handlers; every API instance works the same queues, and a
 * job is handed to exactly one worker at a time (pg-boss fetches with SKIP LOCKED).
 */
export interface Jobs {
  /** Declares a queue and the work done for each of its jobs. Call before the app is ready. */
  register<Data>(definition: JobDefinition<Data>): void;
  /**
   * Queues a job. With `idempotencyKey` a second send with the same key (while the first job is
   * kept) queues nothing and answers null. With `tenant` the job runs in that company's scope.
   */
  send<Data>(name: string, data: Data, options?: SendJobOptions): Promise<string | null>;
  /** A recurring job on a cron schedule (UTC unless `timeZone`); one run per slot across instances. */
  schedule(name: string, cron: string, data?: object, options?: { timeZone?: string }): Promise<void>;
  /** Starts the workers and the scheduler (a listening server; tests call it themselves). */
  startWorkers(): Promise<void>;
  /** Waits for running jobs (up to a grace period) and stops. */
  stop(): Promise<void>;
  /** Called once for every tracked job when it completes or fails for good. */
  onTrackedJobSettled(listener: TrackedJobListener): void;
  /**
   * Called after an attempt with each company it wrote in and the areas its job declares
   * (`liveAreas`): the notifications platform tells that company's open screens.
   */
  onLiveChanges(listener: LiveChangesListener): void;
  /**
   * Each registered queue's jobs by state, as pg-boss last counted them (its monitor pass, every
   * 30 s, on whichever instance supervises): the figures /metrics serves. Empty until the queue
   * engine has started in this process.
   */
  queueCounts(): Promise<QueueCounts[]>;
  /** The queue engine itself, for inspection (tests, operators' tools). */
  readonly boss: PgBoss;
}

/**
 * Thrown by a job's work when trying again cannot help (the company's storage is full, say): the
 * job ends failed at once, with no retry, and a tracked job's listeners hear so as for any other
 * failure. Its message is logged, not shown.
 */
export class JobCannotSucceed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobCannotSucceed';
  }
}

export interface JobDefinition<Data> {
  name: string;
  /**
   * The shared areas whose open screens this job's writes change (live-areas.ts of the contract),
   * [] for none. Required, so that no job forgets them: after each attempt, every company in whose
   * scope it committed a write is told (docs/product/notifications.md#screens-that-stay-current).
   */
  liveAreas: readonly string[];
  /** Attempts after the first one; each waits twice as long as the one before. */
  retryLimit?: number;
  /** The first retry's delay; later ones back off exponentially from it. */
  retryDelaySeconds?: number;
  /**
   * An attempt still running after this long counts as dead (its process was killed) and is
   * retried by whichever instance supervises next.
   */
  expireInSeconds?: number;
  /** Jobs one instance runs at the same time for this queue. */
  concurrency?: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  run(job: RunningJob<Data>): Promise<unknown>;
}

export interface RunningJob<Data> {
  id: string;
  name: string;
  data: Data;
  /** 0 for the first attempt. */
  retryCount: number;
  tenant: TenantContext | null;
  /** The job's company scope (row-level security applies); refused for a job sent without one. */
  withTenant<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One company's scope, for a job that goes through several companies (a scheduled sweep). Its
   * writes there count for the job's `liveAreas` as withTenant's do.
   */
  withCompany<T>(companyId: string, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Records how far a tracked job has come (read through jobs_GetJobProgress). */
  reportProgress(done: number, total: number, message?: string): Promise<void>;
  /**
   * Records what a tracked job counted once it is done (read through jobs_GetJobProgress), so the
   * screen that started it can end with a summary; call it last, just before returning.
   */
  reportResult(result: Record<string, number>): Promise<void>;
}

export interface SendJobOptions {
  idempotencyKey?: string;
  /** Not before this time. */
  startAfter?: Date;
  tenant?: { companyId: string; userId: string | null };
  /**
   * Keeps a progress row (job_progress) readable by the person who started it, and notifies
   * them when the job finishes or fails for good. Needs `tenant` with a user.
   */
  track?: boolean;
}

export interface TrackedJobSettled {
  jobId: string;
  name: string;
  companyId: string;
  userId: string;
  outcome: 'completed' | 'failed';
}

export interface QueueCounts {
  queue: string;
  /** Waiting: ready, retrying after a failure, or not due yet. */
  queued: number;
  /** Being worked on now. */
  active: number;
  /** Failed for good and still kept. */
  failed: number;
  /** Waiting in the queue's dead-letter queue (failed every attempt). */
  dead: number;
}

export type TrackedJobListener = (settled: TrackedJobSettled) => Promise<void>;

export type LiveChangesListener = (companyId: string, areas: readonly string[]) => Promise<void>;

/** What pg-boss stores as a job's data: the module's data plus who it acts for. */
export interface JobEnvelope<Data> {
  data: Data;
  tenant: { companyId: string; userId: string | null } | null;
  track: boolean;
}
