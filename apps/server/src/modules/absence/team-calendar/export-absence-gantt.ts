import { GANTT_EXPORT_ROWS_MAX, type exportAbsenceGantt, type Translations } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { sendSpreadsheet } from '../../../platform/spreadsheet/send-spreadsheet.ts';
import type { Cell } from '../../../platform/spreadsheet/spreadsheet-cell.ts';
import { companyDays } from '../coverage-rules/company-days.ts';
import { readableDepartment } from '../coverage-rules/department-access.ts';
import { leaveTypesSql } from './calendar-queries.ts';
import { divisionOr404, ganttSql } from './get-absence-gantt.ts';

type MemberTuple = [string, string, string | null];
type CellTuple = [string, string, 'approved' | 'pending', string | null, number];

/**
 * The gantt chart as a file (docs/product/absence.md#gantt-chart): the same members and days the
 * chart shows, English type names (a file is shared beyond one person's language), private types
 * as "Away", every cell neutralised by the spreadsheet helper.
 */
export const exportAbsenceGanttHandler: OperationHandler<typeof exportAbsenceGantt> = async ({
  context,
  query,
  reply,
}) => {
  const { format, ...filters } = query;
  const { header, rows } = await context.withTenant(async (tx) => {
    if (filters.departmentId) await readableDepartment(tx, context, filters.departmentId);
    if (filters.divisionId) await divisionOr404(tx, context.companyId, filters.divisionId);
    const result = await tx.execute<{ members: MemberTuple[]; cells: CellTuple[] }>(
      ganttSql(context, { ...filters, offset: 0, limit: GANTT_EXPORT_ROWS_MAX }),
    );
    const { members, cells } = result.rows[0]!;
    const types = await tx.execute<{ leave_type_id: string; names: Translations }>(
      leaveTypesSql(context.companyId),
    );
    const typeName = new Map(types.rows.map((row) => [row.leave_type_id, row.names.en]));
    const days = await companyDays(tx, context.companyId, filters.from, filters.to);
    const dayIndex = new Map(days.map((day, index) => [day.date, index]));
    const grid = new Map<string, Cell[]>(members.map(([id]) => [id, days.map(() => null)]));
    for (const [memberId, day, status, leaveTypeId] of cells) {
      const name = leaveTypeId === null ? 'Away' : (typeName.get(leaveTypeId) ?? 'Away');
      grid.get(memberId)![dayIndex.get(day)!] = status === 'pending' ? `${name} (pending)` : name;
    }
    return {
      header: ['Name', ...days.map((day) => day.date)],
      rows: members.map(([id, name]) => [name, ...grid.get(id)!]),
    };
  });
  return sendSpreadsheet(reply, {
    format,
    name: `absences-${filters.from}-${filters.to}`,
    sheet: 'Absences',
    header,
    rows,
  });
};
