import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { expectedMinutesOn } from '@atrium/contract/absence';
import { localDate, localMinuteOfDay } from '@atrium/contract/dates';
import type { Database, Transaction } from '../../db/database.ts';
import { chatConnectors, chatDeliveries } from '../../db/schema/chat-connectors.ts';
import {
  companies,
  companyMembers,
  leaveRequestDays,
  leaveRequests,
  publicHolidays,
  users,
} from '../../db/schema/index.ts';
import { schedulesOf } from '../absence/work-schedule-queries.ts';
import { digestMessage, type AwayPerson } from './chat-message-format.ts';
import type { ConnectorRow } from './chat-connector-queries.ts';

/**
 * A digest is posted from its time until this many minutes later: a server that was down all
 * morning does not post the morning's list in the afternoon.
 */
const DIGEST_WINDOW_MINUTES = 120;

function minuteOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function isDue(digestTime: string, now: Date, zone: string): boolean {
  const since = localMinuteOfDay(now, zone) - minuteOf(digestTime);
  return since >= 0 && since < DIGEST_WINDOW_MINUTES;
}

/** A day the company's default week works, that is no published public holiday. */
async function isWorkingDay(tx: Transaction, companyId: string, day: string): Promise<boolean> {
  if (expectedMinutesOn(await schedulesOf(tx, companyId, null), day) === 0) return false;
  const [holiday] = await tx
    .select({ id: publicHolidays.id })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        eq(publicHolidays.holidayDate, day),
        eq(publicHolidays.kind, 'public'),
        isNotNull(publicHolidays.publishedAt),
      ),
    )
    .limit(1);
  return !holiday;
}

/** The active people with approved leave on `day`: names, last days and parts; no ids, no types. */
async function awayOn(tx: Transaction, companyId: string, day: string): Promise<AwayPerson[]> {
  return tx
    .selectDistinct({
      name: sql<string>`coalesce(${users.name}, ${users.email})`,
      endsOn: leaveRequests.endsOn,
      part: leaveRequests.part,
      startMinute: leaveRequests.startMinute,
      endMinute: leaveRequests.endMinute,
    })
    .from(leaveRequestDays)
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.companyId, leaveRequestDays.companyId),
        eq(leaveRequests.id, leaveRequestDays.requestId),
      ),
    )
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, leaveRequests.companyId),
        eq(companyMembers.id, leaveRequests.memberId),
      ),
    )
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(leaveRequestDays.companyId, companyId),
        eq(leaveRequestDays.day, day),
        eq(leaveRequests.status, 'approved'),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(sql`coalesce(${users.name}, ${users.email})`), asc(leaveRequests.endsOn));
}

/**
 * Writes the morning digest of every connector whose time has come in its company's zone on a
 * working day, at most one per connector and local day whatever runs it again. Answers the new
 * messages, to be queued.
 */
export async function recordDueDigests(
  database: Database,
  now: Date,
): Promise<{ companyId: string; deliveryId: string }[]> {
  // The owner connection, across companies; each company's list is read in its own scope.
  const rows = await database.owner
    .select({ connector: chatConnectors, zone: companies.timeZone })
    .from(chatConnectors)
    .innerJoin(companies, eq(companies.id, chatConnectors.companyId))
    .where(and(eq(chatConnectors.enabled, true), eq(chatConnectors.postDigest, true)));
  const byCompany = new Map<string, { zone: string; connectors: ConnectorRow[] }>();
  for (const { connector, zone } of rows) {
    if (!isDue(connector.digestTime, now, zone)) continue;
    const entry = byCompany.get(connector.companyId) ?? { zone, connectors: [] };
    entry.connectors.push(connector);
    byCompany.set(connector.companyId, entry);
  }
  const recorded: { companyId: string; deliveryId: string }[] = [];
  for (const [companyId, { zone, connectors }] of byCompany) {
    const day = localDate(now, zone);
    const ids = await database.withTenant({ companyId, userId: null }, async (tx) => {
      if (!(await isWorkingDay(tx, companyId, day))) return [];
      const away = await awayOn(tx, companyId, day);
      const inserted = await tx
        .insert(chatDeliveries)
        .values(
          connectors.map((connector) => ({
            companyId,
            connectorId: connector.id,
            kind: 'digest' as const,
            digestOn: day,
            payload: JSON.stringify(digestMessage(connector.kind, connector.language, day, away)),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: chatDeliveries.id });
      return inserted.map((row) => row.id);
    });
    for (const deliveryId of ids) recorded.push({ companyId, deliveryId });
  }
  return recorded;
}
