import { sql } from 'drizzle-orm';
import type { PayrollMonth, ReportLeaveType, Translations } from '@atrium/contract/absence';
import type { PayrollSnapshotRow } from '../../../db/schema/index.ts';
import { uuidList } from '../../../db/uuid-list.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { reportLeaveTypes } from '../reports/report-queries.ts';
import { correctionsBetween } from './payroll-corrections.ts';
import { currentPayrollRows, monthBounds, monthsBefore } from './payroll-figures.ts';
import {
  closedMonths,
  companySnapshots,
  latestSnapshot,
  type PayrollSnapshot,
} from './payroll-snapshot-queries.ts';

/** How far back an open month looks for changes to closed months. */
const CORRECTION_MONTHS = 12;

/** An earlier closed month as it is today, and what changed in it since its figures were last recorded. */
export interface ReopenedMonth {
  month: string;
  now: PayrollSnapshotRow[];
  corrections: PayrollSnapshotRow[];
}

/**
 * An open month's view (docs/product/absence-reports.md#payroll-month): today's figures, and for
 * each closed month of the last year before it whose figures have changed since they were last
 * recorded, the change (paid with this month when it is closed).
 */
export async function openMonth(
  context: MemberContext,
  month: string,
  snapshots: readonly PayrollSnapshot[],
): Promise<{ rows: PayrollSnapshotRow[]; reopened: ReopenedMonth[] }> {
  const rows = await currentPayrollRows(context, month);
  const earliest = monthsBefore(month, CORRECTION_MONTHS);
  const reopened: ReopenedMonth[] = [];
  for (const closed of closedMonths(snapshots).filter((each) => each < month && each >= earliest)) {
    const now = await currentPayrollRows(context, closed);
    const corrections = correctionsBetween(latestSnapshot(snapshots, closed)!.rows, now);
    if (corrections.length > 0) reopened.push({ month: closed, now, corrections });
  }
  return { rows, reopened };
}

/** The payroll month as the screen and the file show it, open or closed. */
export async function payrollMonth(context: MemberContext, month: string): Promise<PayrollMonth> {
  const snapshots = await context.withTenant((tx) => companySnapshots(tx, context.companyId));
  const own = snapshots.find((snapshot) => snapshot.month === month && snapshot.recordedIn === month);
  let view: Omit<PayrollMonth, 'leaveTypes'>;
  if (own) {
    // A closed month: its figures as they were, and the corrections its close recorded.
    const corrections = snapshots
      .filter((snapshot) => snapshot.recordedIn === month && snapshot.month < month)
      .flatMap((snapshot) =>
        correctionsBetween(latestSnapshot(snapshots, snapshot.month, month)?.rows ?? [], snapshot.rows).map(
          (row) => ({ ...row, month: snapshot.month }),
        ),
      );
    view = {
      month,
      closed: { closedAt: own.closedAt.toISOString(), closedBy: own.closedByName },
      rows: own.rows,
      corrections,
    };
  } else {
    const { rows, reopened } = await openMonth(context, month, snapshots);
    view = {
      month,
      closed: null,
      rows,
      corrections: reopened.flatMap((each) => each.corrections.map((row) => ({ ...row, month: each.month }))),
    };
  }
  return { ...view, leaveTypes: await leaveTypesOf(context, month, view) };
}

/** The leave types the month's rows and corrections name, with the unit the month counts them in. */
async function leaveTypesOf(
  context: MemberContext,
  month: string,
  view: Pick<PayrollMonth, 'rows' | 'corrections'>,
): Promise<ReportLeaveType[]> {
  const { from, to } = monthBounds(month);
  const named = new Set(
    [...view.rows, ...view.corrections].flatMap((row) => row.figures.leave.map((entry) => entry.leaveTypeId)),
  );
  return context.withTenant(async (tx) => {
    const types = (await reportLeaveTypes(tx, context.companyId, from, to)).filter((type) =>
      named.has(type.leaveTypeId),
    );
    const missing = [...named].filter((id) => !types.some((type) => type.leaveTypeId === id));
    if (missing.length === 0) return types;
    const others = await tx.execute<{ id: string; names: Translations; colour: string }>(
      sql`select id, names, colour from leave_types where company_id = ${context.companyId}
        and id in (${uuidList(missing)})`,
    );
    return [
      ...types,
      ...others.rows.map((row) => ({
        leaveTypeId: row.id,
        names: row.names,
        colour: row.colour,
        unit: 'hours' as const,
      })),
    ];
  });
}
