import type { AllowanceReport } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { companyToday } from '../../../platform/dates/company-today.ts';
import {
  checkFilters,
  dayMinutesByMember,
  leaveYearBounds,
  reportLeaveTypes,
  reportMembers,
  yearFigures,
} from './report-queries.ts';

export interface AllowanceReportFilters {
  year: number;
  departmentId?: string | undefined;
  leaveTypeId?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * The allowance report (docs/product/absence-reports.md#allowance-report): a page of members, each
 * with one row per leave type with an allowance (zeros where the ledger has nothing for them) and
 * one per other type they have figures of.
 */
export async function allowanceReport(
  tx: Transaction,
  companyId: string,
  filters: AllowanceReportFilters,
): Promise<AllowanceReport> {
  await checkFilters(tx, companyId, filters);
  const { start, end } = leaveYearBounds(filters.year);
  const leaveTypes = await reportLeaveTypes(tx, companyId, start, end, filters.leaveTypeId);
  const { total, members } = await reportMembers(tx, companyId, filters);
  const memberIds = members.map((member) => member.memberId);
  const today = await companyToday(tx, companyId);
  const figures = await yearFigures(
    tx,
    companyId,
    memberIds,
    leaveTypes.map((type) => type.leaveTypeId),
    filters.year,
    today,
  );
  const dayMinutes = await dayMinutesByMember(tx, companyId, memberIds, start);
  const byKey = new Map(figures.map((row) => [`${row.memberId}/${row.leaveTypeId}`, row]));
  // A type with an allowance has a row for everyone (zeros say "nothing yet"); a type without one
  // only where something happened, or every member would carry a row of zeros per such type.
  const rows = members.flatMap((member) =>
    leaveTypes.flatMap(({ leaveTypeId, unit }) => {
      const found = byKey.get(`${member.memberId}/${leaveTypeId}`);
      if (!found && unit === 'hours') return [];
      return {
        ...member,
        dayMinutes: dayMinutes.get(member.memberId) ?? 480,
        leaveTypeId,
        carriedMinutes: found?.carried ?? 0,
        entitledMinutes: found?.entitled ?? 0,
        adjustedMinutes: found?.adjusted ?? 0,
        lapsedMinutes: found?.lapsed ?? 0,
        takenMinutes: found?.taken ?? 0,
        plannedMinutes: found?.planned ?? 0,
        pendingMinutes: found?.pending ?? 0,
        leftMinutes: found?.left ?? 0,
      };
    }),
  );
  return { year: filters.year, total, offset: filters.offset, leaveTypes, rows };
}
