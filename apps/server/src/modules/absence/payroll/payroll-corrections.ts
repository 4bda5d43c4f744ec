import type { PayrollFigures } from '@atrium/contract/absence';
import type { PayrollSnapshotRow } from '../../../db/schema/index.ts';

const MEASURES = [
  'expectedMinutes',
  'workedMinutes',
  'leaveMinutes',
  'overtimeMinutes',
  'undertimeMinutes',
  'holidayMinutes',
] as const;

function difference(
  now: PayrollFigures | undefined,
  then: PayrollFigures | undefined,
): PayrollFigures | null {
  const value = (figures: PayrollFigures | undefined, key: (typeof MEASURES)[number]) => figures?.[key] ?? 0;
  const measures = Object.fromEntries(
    MEASURES.map((key) => [key, value(now, key) - value(then, key)]),
  ) as Record<(typeof MEASURES)[number], number>;
  const types = new Set([...(now?.leave ?? []), ...(then?.leave ?? [])].map((entry) => entry.leaveTypeId));
  const minutesOf = (figures: PayrollFigures | undefined, id: string) =>
    figures?.leave.find((entry) => entry.leaveTypeId === id)?.minutes ?? 0;
  const leave = [...types]
    .map((leaveTypeId) => ({
      leaveTypeId,
      minutes: minutesOf(now, leaveTypeId) - minutesOf(then, leaveTypeId),
    }))
    .filter((entry) => entry.minutes !== 0);
  if (leave.length === 0 && MEASURES.every((key) => measures[key] === 0)) return null;
  return { ...measures, leave };
}

/**
 * What changed in a closed month between the figures recorded then and those of now, per member
 * (a member who appeared or disappeared counts from or to zero); members with no change left out.
 */
export function correctionsBetween(
  then: readonly PayrollSnapshotRow[],
  now: readonly PayrollSnapshotRow[],
): PayrollSnapshotRow[] {
  const before = new Map(then.map((row) => [row.memberId, row]));
  const after = new Map(now.map((row) => [row.memberId, row]));
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  return ids.flatMap((id) => {
    const changed = difference(after.get(id)?.figures, before.get(id)?.figures);
    const person = after.get(id) ?? before.get(id)!;
    return changed ? [{ ...person, figures: changed }] : [];
  });
}
