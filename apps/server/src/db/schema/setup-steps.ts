import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Steps of first-start set-up that span more than one transaction (the demo data, then the demo
 * people's sign-in accounts and the demo files through the storage driver). A step is recorded
 * with its data, in the same transaction, and marked completed once everything after it is done:
 * a start that finds a step not completed (the first start was interrupted or failed) finishes
 * it. Not company-scoped: system work on the owner connection.
 */
export const setupSteps = pgTable('setup_steps', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
