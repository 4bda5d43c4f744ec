import { index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.ts';
import { atriumApp, currentUserId, tenantPolicy } from './rls.ts';
import { users } from './users.ts';

export type JobProgressState = 'queued' | 'running' | 'completed' | 'failed';

/**
 * How far a long job of a company has come, keyed by its queue job id, so the web app can show
 * a progress bar (jobs_GetJobProgress). Written by the job through platform/jobs; the person who
 * started the job reads it from any company context.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: uuid('job_id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    queue: text('queue').notNull(),
    state: text('state').$type<JobProgressState>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message'),
    /** What the finished job counted, for the screen's summary; null when it reports nothing. */
    result: jsonb('result').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_progress_company_id_idx').on(table.companyId),
    tenantPolicy('job_progress'),
    pgPolicy('job_progress_own_read', {
      as: 'permissive',
      for: 'select',
      to: atriumApp,
      using: sql`started_by_user_id = ${currentUserId}`,
    }),
  ],
);
