import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ACTION_TYPES } from '@atrium/contract/time-tracking';
import type { Transaction } from '../database.ts';
import {
  actionTypes,
  activities,
  clients,
  companies,
  companyMembers,
  projects,
  timelines,
  users,
} from '../schema/index.ts';
import { addUtcDays, DEFAULT_TIME_ZONE, localDate, startOfLocalDay } from '@atrium/contract/dates';

/** Demo people who get four weeks of recorded time. */
export const DEMO_TIME_PEOPLE = [
  'owner@demo.test',
  'admin@demo.test',
  'manager@demo.test',
  'member@demo.test',
] as const;

export const DEMO_CLIENTS = [
  { name: 'Northwind Traders', description: 'Wholesale food distributor' },
  { name: 'Contoso Ltd', description: 'Manufacturing, long-term support contract' },
  { name: 'Demo Company (internal)', description: 'Time spent on our own work' },
] as const;

export const DEMO_PROJECTS = [
  { client: 0, name: 'Website relaunch', colour: '#228be6', budgetHours: 400 },
  { client: 0, name: 'Mobile ordering app', colour: '#40c057', budgetHours: 250 },
  { client: 1, name: 'ERP data migration', colour: '#fab005', budgetHours: 160 },
  { client: 1, name: 'Support contract', colour: '#fa5252', budgetHours: null },
  { client: 2, name: 'Internal tooling', colour: '#7950f2', budgetHours: null },
] as const;

const MINUTE_MS = 60_000;
const DESCRIPTIONS = [
  'Sprint work',
  'Review and follow-up',
  'Weekly sync',
  'Customer call',
  'Fixes from testing',
  'Planning',
  'Documentation',
];

/** A small deterministic generator, so the demo looks the same on every fresh start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Clients, projects, the default action types and the last four weeks (workdays up to yesterday,
 * in the company's zone) of activities for the four demo people of Demo Company: 7–8 hour days of 2–5 activities,
 * starting between 07:00 and 08:30 local time with a lunch break, no overlaps.
 */
export async function seedTimeTracking(
  tx: Transaction,
  options: { companyId: string; now?: Date },
): Promise<void> {
  const { companyId } = options;
  const now = options.now ?? new Date();
  const clientRows = await tx
    .insert(clients)
    .values(DEMO_CLIENTS.map((client) => ({ companyId, ...client })))
    .returning({ id: clients.id, name: clients.name });
  const clientId = (index: number) => clientRows.find((row) => row.name === DEMO_CLIENTS[index]!.name)!.id;
  const projectRows = await tx
    .insert(projects)
    .values(
      DEMO_PROJECTS.map((project) => ({
        companyId,
        clientId: clientId(project.client),
        name: project.name,
        colour: project.colour,
        budgetHours: project.budgetHours,
      })),
    )
    .returning({ id: projects.id });
  const typeRows = await tx
    .insert(actionTypes)
    .values(DEFAULT_ACTION_TYPES.map((name) => ({ companyId, name })))
    .returning({ id: actionTypes.id });

  const members = await tx
    .select({ id: companyMembers.id, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(users.email, [...DEMO_TIME_PEOPLE])));

  // Days and working hours are the company's local ones (decision 055).
  const [company] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const timeZone = company?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDate(now, timeZone);
  const days: string[] = [];
  for (let back = 28; back >= 1; back--) {
    const day = addUtcDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }

  for (const [memberIndex, member] of members.entries()) {
    const next = random(7_268 + memberIndex * 101);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const timelineRows = await tx
      .insert(timelines)
      .values(days.map((day) => ({ companyId, companyMemberId: member.id, date: day })))
      .returning({ id: timelines.id, date: timelines.date });
    const rows: (typeof activities.$inferInsert)[] = [];
    for (const timeline of timelineRows) {
      const dayStart = startOfLocalDay(timeline.date, timeZone).getTime();
      const count = 2 + Math.floor(next() * 4);
      const workMinutes = 420 + Math.floor(next() * 5) * 15;
      // Split the day's minutes into `count` parts of whole quarter hours.
      const cuts = Array.from({ length: count - 1 }, () => 1 + Math.floor(next() * (workMinutes / 15 - 1)))
        .sort((a, b) => a - b)
        .map((quarters) => quarters * 15);
      const bounds = [0, ...new Set(cuts), workMinutes];
      let clock = dayStart + (7 * 60 + Math.floor(next() * 7) * 15) * MINUTE_MS;
      let lunchTaken = false;
      for (let part = 1; part < bounds.length; part++) {
        const minutes = bounds[part]! - bounds[part - 1]!;
        if (minutes <= 0) continue;
        const startAt = new Date(clock);
        const endAt = new Date(clock + minutes * MINUTE_MS);
        const project = pick(projectRows);
        rows.push({
          companyId,
          companyMemberId: member.id,
          timelineId: timeline.id,
          day: timeline.date,
          projectId: project.id,
          actionTypeId: pick(typeRows).id,
          startAt,
          endAt,
          description: pick(DESCRIPTIONS),
          billable: project.id !== projectRows[4]!.id,
        });
        clock = endAt.getTime();
        if (!lunchTaken && clock - dayStart >= 11.5 * 60 * MINUTE_MS) {
          clock += 45 * MINUTE_MS;
          lunchTaken = true;
        }
      }
    }
    if (rows.length > 0) await tx.insert(activities).values(rows);
  }
}
