import type { Database } from '../db/database.ts';
import {
  leaveRequestDays,
  leaveRequests,
  type LeaveRequestPart,
  type LeaveRequestStatus,
} from '../db/schema/index.ts';
import type { TestPerson } from './tenant-fixtures.ts';

export interface LeaveRequestFixture {
  companyId: string;
  person: TestPerson;
  leaveTypeId: string;
  /** The request's days in order: it starts on the first and ends on the last. */
  days: readonly string[];
  status: LeaveRequestStatus;
  /** Minutes each day takes; a working day of eight hours unless said. */
  minutesPerDay?: number;
  part?: LeaveRequestPart;
}

/**
 * A leave request written straight into the tables, with its days, as a decided or pending request
 * leaves them: a rejected or cancelled request holds no days. Answers the request's id.
 */
export async function insertLeaveRequest(database: Database, fixture: LeaveRequestFixture): Promise<string> {
  const { companyId, person, leaveTypeId, days, status, minutesPerDay = 480 } = fixture;
  const [row] = await database.owner
    .insert(leaveRequests)
    .values({
      companyId,
      memberId: person.companyMemberId!,
      leaveTypeId,
      startsOn: days[0]!,
      endsOn: days.at(-1)!,
      requestedMinutes: minutesPerDay * days.length,
      ...(fixture.part ? { part: fixture.part } : {}),
      status,
    })
    .returning({ id: leaveRequests.id });
  if (status !== 'rejected' && status !== 'cancelled') {
    await database.owner.insert(leaveRequestDays).values(
      days.map((day) => ({
        companyId,
        requestId: row!.id,
        memberId: person.companyMemberId!,
        leaveTypeId,
        day,
        minutes: minutesPerDay,
      })),
    );
  }
  return row!.id;
}
