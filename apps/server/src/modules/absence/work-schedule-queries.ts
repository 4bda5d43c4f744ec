import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { scheduleOn, type WeekMinutes, type WorkSchedule } from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import type { Transaction } from '../../db/database.ts';
import { workSchedules } from '../../db/schema/index.ts';

const scheduleColumns = {
  workScheduleId: workSchedules.id,
  memberId: workSchedules.memberId,
  effectiveFrom: workSchedules.effectiveFrom,
  monday: workSchedules.mondayMinutes,
  tuesday: workSchedules.tuesdayMinutes,
  wednesday: workSchedules.wednesdayMinutes,
  thursday: workSchedules.thursdayMinutes,
  friday: workSchedules.fridayMinutes,
  saturday: workSchedules.saturdayMinutes,
  sunday: workSchedules.sundayMinutes,
};

type ScheduleRow = Pick<WorkSchedule, 'workScheduleId' | 'memberId' | 'effectiveFrom'> & WeekMinutes;

function toWorkSchedule({ workScheduleId, memberId, effectiveFrom, ...minutes }: ScheduleRow): WorkSchedule {
  return { workScheduleId, memberId, effectiveFrom, minutes };
}

/**
 * The company's default schedules and, given a member, that member's own, oldest first
 * (docs/product/absence.md#work-schedules).
 */
export async function schedulesOf(
  tx: Transaction,
  companyId: string,
  memberId: string | null,
): Promise<WorkSchedule[]> {
  const owners = memberId
    ? or(isNull(workSchedules.memberId), eq(workSchedules.memberId, memberId))
    : isNull(workSchedules.memberId);
  const rows = await tx
    .select(scheduleColumns)
    .from(workSchedules)
    .where(and(eq(workSchedules.companyId, companyId), owners))
    .orderBy(asc(workSchedules.effectiveFrom), sql`${workSchedules.memberId} nulls first`);
  return rows.map(toWorkSchedule);
}

/**
 * The schedules of many members at once (each one's own with the company's defaults, oldest
 * first, as `schedulesOf` gives one member's), in one statement: for reports over a page of people.
 */
export async function schedulesByMember(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
): Promise<Map<string, WorkSchedule[]>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select(scheduleColumns)
    .from(workSchedules)
    .where(
      and(
        eq(workSchedules.companyId, companyId),
        or(isNull(workSchedules.memberId), inArray(workSchedules.memberId, [...memberIds])),
      ),
    )
    .orderBy(asc(workSchedules.effectiveFrom), sql`${workSchedules.memberId} nulls first`);
  const byMember = new Map<string, WorkSchedule[]>(memberIds.map((id) => [id, []]));
  for (const row of rows) {
    const schedule = toWorkSchedule(row);
    if (row.memberId === null) for (const list of byMember.values()) list.push(schedule);
    else byMember.get(row.memberId)?.push(schedule);
  }
  return byMember;
}

/** The schedules and the one in effect on today's date in `timeZone`. */
export function overviewOf(schedules: WorkSchedule[], timeZone: string) {
  const today = localDate(new Date(), timeZone);
  return { current: scheduleOn(schedules, today) ?? null, schedules };
}

interface ScheduleInput {
  companyId: string;
  /** null: the company's default. */
  memberId: string | null;
  effectiveFrom: string;
  minutes: WeekMinutes;
}

const minuteColumns = ({ minutes }: ScheduleInput) => ({
  mondayMinutes: minutes.monday,
  tuesdayMinutes: minutes.tuesday,
  wednesdayMinutes: minutes.wednesday,
  thursdayMinutes: minutes.thursday,
  fridayMinutes: minutes.friday,
  saturdayMinutes: minutes.saturday,
  sundayMinutes: minutes.sunday,
});

/** Writes a schedule from its day on; the owner's schedule of the same day is replaced. */
export async function insertWorkSchedule(tx: Transaction, input: ScheduleInput): Promise<WorkSchedule> {
  const [row] = await tx
    .insert(workSchedules)
    .values({
      companyId: input.companyId,
      memberId: input.memberId,
      effectiveFrom: input.effectiveFrom,
      ...minuteColumns(input),
    })
    .onConflictDoUpdate({
      target: [workSchedules.companyId, workSchedules.memberId, workSchedules.effectiveFrom],
      set: { ...minuteColumns(input), updatedAt: new Date() },
    })
    .returning(scheduleColumns);
  return toWorkSchedule(row!);
}
