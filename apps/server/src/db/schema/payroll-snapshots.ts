import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.ts';
import { tenantPolicy } from './rls.ts';

/** One member's figures of a month as a close recorded them (see payrollFiguresSchema). */
export interface PayrollSnapshotRow {
  memberId: string;
  name: string;
  departmentName: string | null;
  dayMinutes: number;
  figures: {
    expectedMinutes: number;
    workedMinutes: number;
    leaveMinutes: number;
    overtimeMinutes: number;
    undertimeMinutes: number;
    holidayMinutes: number;
    leave: { leaveTypeId: string; minutes: number }[];
  };
}

/**
 * Closed payroll months (docs/product/absence-reports.md#payroll-month). A month's close records
 * its own figures (`recorded_in` = `month`) and, for each earlier closed month whose figures have
 * changed since, those figures again (`recorded_in` = the closing month): the difference is the
 * correction paid with the closing month. Rows are only ever added.
 */
export const payrollSnapshots = pgTable(
  'payroll_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The month the figures are of, `YYYY-MM`. */
    month: text('month').notNull(),
    /** The month whose close recorded them, `YYYY-MM`. */
    recordedIn: text('recorded_in').notNull(),
    rows: jsonb('rows').$type<PayrollSnapshotRow[]>().notNull(),
    /** The member who closed the month; null once they are no longer one. */
    closedByMemberId: uuid('closed_by_member_id'),
    closedByName: text('closed_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payroll_snapshots_month_key').on(table.companyId, table.month, table.recordedIn),
    check(
      'payroll_snapshots_months_check',
      sql`${table.month} ~ '^\\d{4}-(0[1-9]|1[0-2])$' and ${table.recordedIn} >= ${table.month}`,
    ),
    tenantPolicy('payroll_snapshots'),
  ],
);
