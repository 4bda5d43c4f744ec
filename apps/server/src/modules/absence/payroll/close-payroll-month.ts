import { errorReason } from '@atrium/contract/errors';
import type { closePayrollMonth } from '@atrium/contract/absence';
import { payrollSnapshots } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { companyToday } from '../../../platform/dates/company-today.ts';
import { memberNames } from '../requests/member-facts.ts';
import { monthBounds } from './payroll-figures.ts';
import { openMonth, payrollMonth } from './payroll-month.ts';
import { closedMonths, companySnapshots } from './payroll-snapshot-queries.ts';

const refused = (message: string, key: Parameters<typeof errorReason>[0]) =>
  new AppError('CONFLICT', message, { reason: errorReason(key, {} as never) });

/**
 * Closes a month that has ended (docs/product/absence-reports.md#closing-a-month, decision 091): its figures are
 * recorded as they are now, and so are the figures of earlier closed months that changed since,
 * whose differences are paid with this month. Months close in order: a month after a later closed
 * one would reopen what the later close already paid.
 */
export const closePayrollMonthHandler: OperationHandler<typeof closePayrollMonth> = async ({
  context,
  body,
  reply,
}) => {
  const { month } = body;
  const snapshots = await context.withTenant(async (tx) => {
    if ((await companyToday(tx, context.companyId)) <= monthBounds(month).to) {
      throw refused('This month has not ended yet.', 'errors.reasons.payrollMonthNotEnded');
    }
    return companySnapshots(tx, context.companyId);
  });
  const closed = closedMonths(snapshots);
  if (closed.includes(month))
    throw refused('This month is already closed.', 'errors.reasons.payrollMonthClosed');
  if (closed.some((each) => each > month)) {
    throw refused(
      'A later month is already closed: months close in order.',
      'errors.reasons.payrollLaterMonthClosed',
    );
  }
  const { rows, reopened } = await openMonth(context, month, snapshots);
  await context.withTenant(async (tx) => {
    const names = await memberNames(tx, context.companyId, [context.companyMemberId]);
    const closer = {
      closedByMemberId: context.companyMemberId,
      closedByName: names.get(context.companyMemberId) ?? null,
    };
    try {
      await tx.insert(payrollSnapshots).values([
        { companyId: context.companyId, month, recordedIn: month, rows, ...closer },
        ...reopened.map((each) => ({
          companyId: context.companyId,
          month: each.month,
          recordedIn: month,
          rows: each.now,
          ...closer,
        })),
      ]);
    } catch (error) {
      // Two people closing the same month at once: the second finds it closed.
      if (
        (error as { code?: string }).code === '23505' ||
        String(error).includes('payroll_snapshots_month_key')
      ) {
        throw refused('This month is already closed.', 'errors.reasons.payrollMonthClosed');
      }
      throw error;
    }
  });
  reply.code(201);
  return payrollMonth(context, month);
};
