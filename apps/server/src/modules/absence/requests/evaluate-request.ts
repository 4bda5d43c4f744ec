import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import {
  leaveDaysOf,
  type LeavePreview,
  type LeaveRequestInput,
  type LeaveType,
} from '@atrium/contract/absence';
import { addUtcDays, utcDaysInRange } from '@atrium/contract/dates';
import { errorReason, type FieldError } from '@atrium/contract/errors';
import type { Transaction } from '../../../db/database.ts';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/index.ts';
import { availableInYear } from './ledger.ts';
import { holidaysOf, type MemberFacts } from './member-facts.ts';

export interface Evaluation extends LeavePreview {
  wouldGoNegative: boolean;
}

type Part = LeaveRequestInput['part'];

/** Whether two requests' parts of one day overlap: only morning/afternoon and disjoint hours do not. */
function partsOverlap(
  a: { part: Part; startMinute: number | null; endMinute: number | null },
  b: { part: Part; startMinute: number | null; endMinute: number | null },
): boolean {
  if ((a.part === 'morning' && b.part === 'afternoon') || (a.part === 'afternoon' && b.part === 'morning')) {
    return false;
  }
  if (a.part === 'hours' && b.part === 'hours') {
    return a.startMinute! < b.endMinute! && b.startMinute! < a.endMinute!;
  }
  return true;
}

/**
 * What a request would take and the rules it breaks (docs/product/absence.md#requests): the days
 * and their minutes, the balance of each year before and after, and each problem with the field
 * it concerns. Submitting refuses a request with problems; the preview shows them.
 */
export async function evaluateRequest(
  tx: Transaction,
  companyId: string,
  member: MemberFacts,
  type: LeaveType,
  input: LeaveRequestInput,
): Promise<Evaluation> {
  const holidays = await holidaysOf(tx, companyId, member.memberId, input.startsOn, input.endsOn);
  const days = leaveDaysOf(member.schedules, holidays, input);
  const taking = days.filter((day) => day.minutes > 0);
  const requestedMinutes = taking.reduce((sum, day) => sum + day.minutes, 0);
  const problems: FieldError[] = [];

  if (type.archived)
    problems.push({ path: 'body.leaveTypeId', message: 'is archived and takes no new requests' });
  if (type.unit === 'day' && input.part !== 'full') {
    problems.push({ path: 'body.part', message: 'must be whole days for this leave type' });
  }
  if (type.unit === 'half_day' && input.part === 'hours') {
    problems.push({ path: 'body.part', message: 'must be whole or half days for this leave type' });
  }
  const notice = utcDaysInRange(member.today, input.startsOn) - 1;
  if (notice < type.minimumNoticeDays) {
    problems.push({
      path: 'body.startsOn',
      message: `must be at least ${type.minimumNoticeDays} days ahead for this leave type`,
    });
  }
  const span = utcDaysInRange(input.startsOn, input.endsOn);
  if (type.maximumConsecutiveDays !== null && span > type.maximumConsecutiveDays) {
    problems.push({
      path: 'body.endsOn',
      message: `must be at most ${type.maximumConsecutiveDays} days from the first day for this leave type`,
    });
  }
  if (member.hiredOn && input.startsOn < addUtcDays(member.hiredOn, type.eligibleAfterDays)) {
    problems.push({
      path: 'body.startsOn',
      message: `must be at least ${type.eligibleAfterDays} days after joining (${addUtcDays(member.hiredOn, type.eligibleAfterDays)})`,
    });
  }
  if (requestedMinutes === 0) {
    problems.push({ path: 'body.startsOn', message: 'takes no working time: only weekends and holidays' });
  }

  // Overlap with the member's own pending or approved requests, naming the first one.
  const own = await tx
    .select({
      requestId: leaveRequests.id,
      startsOn: leaveRequests.startsOn,
      endsOn: leaveRequests.endsOn,
      part: leaveRequests.part,
      startMinute: leaveRequests.startMinute,
      endMinute: leaveRequests.endMinute,
      day: leaveRequestDays.day,
    })
    .from(leaveRequestDays)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestDays.requestId))
    .where(
      and(
        eq(leaveRequestDays.companyId, companyId),
        eq(leaveRequestDays.memberId, member.memberId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        gte(leaveRequestDays.day, input.startsOn),
        lte(leaveRequestDays.day, input.endsOn),
        ne(leaveRequestDays.minutes, 0),
      ),
    );
  const takingDays = new Set(taking.map((day) => day.day));
  const clash = own.find((row) => takingDays.has(row.day) && partsOverlap(row, input));
  if (clash) {
    problems.push({
      path: 'body.startsOn',
      message: `overlaps your request from ${clash.startsOn} to ${clash.endsOn}`,
      reason: errorReason('errors.reasons.overlapsRequest', { from: clash.startsOn, to: clash.endsOn }),
    });
  }

  const allowedNegativeMinutes = type.allowedNegativeHours * 60;
  const years: LeavePreview['years'] = [];
  let wouldGoNegative = false;
  // Time off in lieu draws on its balance as an allowance does (docs/product/overtime.md#time-off-in-lieu).
  const drawsOnBalance = type.countsAgainstAllowance || type.timeOffInLieu === true;
  if (drawsOnBalance) {
    const byYear = new Map<number, number>();
    for (const day of taking)
      byYear.set(Number(day.day.slice(0, 4)), (byYear.get(Number(day.day.slice(0, 4))) ?? 0) + day.minutes);
    for (const [year, minutes] of byYear) {
      const before = await availableInYear(tx, companyId, member.memberId, type.leaveTypeId, year);
      const after = before - minutes;
      years.push({
        year,
        requestedMinutes: minutes,
        availableBeforeMinutes: before,
        availableAfterMinutes: after,
      });
      if (after < 0) wouldGoNegative = true;
      if (after < -allowedNegativeMinutes) {
        problems.push({
          path: 'body.endsOn',
          message: `would take the balance of ${year} below what this leave type allows`,
        });
      }
    }
  }
  return {
    days,
    requestedMinutes,
    countsAgainstAllowance: drawsOnBalance,
    years,
    allowedNegativeMinutes,
    problems,
    wouldGoNegative,
  };
}
