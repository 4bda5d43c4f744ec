import { and, eq, sql } from 'drizzle-orm';
import { leaveDaysOf, type LeaveRequestPart } from '@atrium/contract/absence';
import { addUtcDays, toUtcCalendarDate } from '@atrium/contract/dates';
import { allocateYear, expireCarried } from '../../modules/absence/requests/allowances.ts';
import { createSteps, matchingSteps } from '../../modules/absence/requests/approval-steps.ts';
import { holidaysOf, memberFacts } from '../../modules/absence/requests/member-facts.ts';
import { approveRequest, closeRequest } from '../../modules/absence/requests/request-lifecycle.ts';
import type { Transaction } from '../database.ts';
import {
  allowancePolicies,
  approvalRuleSteps,
  approvalRules,
  companyMembers,
  leaveRequestApprovals,
  leaveRequestDays,
  leaveRequestDecisions,
  leaveRequests,
  leaveTypes,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME, OTHER_COMPANY_NAME, type DemoCompanyName } from './demo-people.ts';

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';

async function memberIdOf(tx: Transaction, companyId: string, email: string): Promise<string> {
  const [row] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
  if (!row) throw new Error(`Demo member ${email} is missing`);
  return row.id;
}

async function typeIdOf(tx: Transaction, companyId: string, en: string): Promise<string> {
  const [row] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, companyId), sql`${leaveTypes.names} ->> 'en' = ${en}`));
  if (!row) throw new Error(`Demo leave type ${en} is missing`);
  return row.id;
}

/** The Monday `weeks` weeks from the week of `today`. */
function monday(today: string, weeks: number): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addUtcDays(today, weeks * 7 - weekday);
}

/**
 * One request made the way the app makes it (days from the schedule and holidays, steps from the
 * policy), then taken to `status` by its first approver or its owner.
 */
async function seedRequest(
  tx: Transaction,
  request: {
    companyId: string;
    memberId: string;
    leaveTypeId: string;
    startsOn: string;
    endsOn: string;
    part?: LeaveRequestPart;
    comment?: string;
    status: Status;
    decisionComment?: string;
  },
): Promise<void> {
  const { companyId, memberId, leaveTypeId } = request;
  const part = request.part ?? 'full';
  const member = await memberFacts(tx, companyId, memberId);
  const holidays = await holidaysOf(tx, companyId, memberId, request.startsOn, request.endsOn);
  const days = leaveDaysOf(member.schedules, holidays, {
    startsOn: request.startsOn,
    endsOn: request.endsOn,
    part,
    startMinute: null,
    endMinute: null,
  }).filter((day) => day.minutes > 0);
  if (days.length === 0) return;
  const [row] = await tx
    .insert(leaveRequests)
    .values({
      companyId,
      memberId,
      leaveTypeId,
      startsOn: request.startsOn,
      endsOn: request.endsOn,
      part,
      requestedMinutes: days.reduce((sum, day) => sum + day.minutes, 0),
      comment: request.comment ?? null,
    })
    .returning();
  await tx.insert(leaveRequestDays).values(
    days.map((day) => ({
      companyId,
      requestId: row!.id,
      memberId,
      leaveTypeId,
      day: day.day,
      minutes: day.minutes,
    })),
  );
  const templates = await matchingSteps(tx, companyId, member, {
    leaveTypeId,
    workingDays: days.length,
    wouldGoNegative: false,
  });
  const approvers = await createSteps(tx, companyId, row!.id, 'request', member, templates);
  if (request.status === 'pending') return;
  if (request.status === 'cancelled') return closeRequest(tx, row!, 'cancelled');
  const steps = await tx
    .select()
    .from(leaveRequestApprovals)
    .where(eq(leaveRequestApprovals.requestId, row!.id))
    .orderBy(leaveRequestApprovals.position);
  const decision = request.status === 'approved' ? 'approved' : 'rejected';
  for (const step of steps) {
    if (step.state === 'skipped') continue;
    const actor = step.approverMemberIds[0]!;
    await tx.insert(leaveRequestDecisions).values({
      companyId,
      approvalId: step.id,
      requestId: row!.id,
      actorMemberId: actor,
      decision,
      comment: request.decisionComment ?? null,
    });
    await tx
      .update(leaveRequestApprovals)
      .set({ state: decision, activatedAt: new Date(), completedAt: new Date() })
      .where(eq(leaveRequestApprovals.id, step.id));
    if (decision === 'rejected') return closeRequest(tx, row!, 'rejected');
  }
  await approveRequest(tx, row!, approvers[0] ?? null);
}

/**
 * The demo companies' allowances and requests (docs/product/absence.md): Demo Company under the
 * North Macedonian preset and a two-step policy for annual leave (the department manager, then
 * ADMIN/OWNER), Other Company under the Albanian preset; last year's and this year's allocations
 * with the carry-over between them; annual leave by the hour in Demo Company; requests in every
 * state, among them one of member@demo.test waiting for manager@demo.test and an approved week of
 * theirs ahead (to come back early from); Other Company's owner's request waiting for someone else.
 */
export async function seedLeaveRequests(
  tx: Transaction,
  companyIds: Record<DemoCompanyName, string>,
  now: Date,
): Promise<void> {
  const today = toUtcCalendarDate(now);
  const year = now.getUTCFullYear();
  const presets = {
    [DEMO_COMPANY_NAME]: { preset: 'MK' as const, yearlyDays: 20, carryOverExpiresOn: '06-30' },
    [OTHER_COMPANY_NAME]: { preset: 'AL' as const, yearlyDays: 22, carryOverExpiresOn: '03-31' },
  };
  for (const name of Object.keys(presets) as DemoCompanyName[]) {
    const companyId = companyIds[name];
    await tx
      .insert(allowancePolicies)
      .values({ companyId, effectiveFrom: `${year - 1}-01-01`, ...presets[name] });
  }

  const demo = companyIds[DEMO_COMPANY_NAME];
  const annual = await typeIdOf(tx, demo, 'Annual leave');
  // Demo Company takes annual leave by the hour, so whole days, half days and hours can all be shown.
  await tx.update(leaveTypes).set({ unit: 'hour' }).where(eq(leaveTypes.id, annual));
  const sick = await typeIdOf(tx, demo, 'Sick leave');
  const [rule] = await tx
    .insert(approvalRules)
    .values({
      companyId: demo,
      name: 'Annual leave: manager, then owner or admin',
      position: 0,
      leaveTypeId: annual,
    })
    .returning({ id: approvalRules.id });
  await tx.insert(approvalRuleSteps).values([
    {
      companyId: demo,
      ruleId: rule!.id,
      position: 1,
      approverKind: 'department_manager',
      escalateAfterDays: 3,
    },
    { companyId: demo, ruleId: rule!.id, position: 2, approverKind: 'admin' },
  ]);

  const member = await memberIdOf(tx, demo, 'member@demo.test');
  const manager = await memberIdOf(tx, demo, 'manager@demo.test');
  const admin = await memberIdOf(tx, demo, 'admin@demo.test');
  // A past year's leave, so that last year's balance and the carry-over into this one have a story.
  await allocateYear(tx, demo, year - 1);
  await seedRequest(tx, {
    companyId: demo,
    memberId: member,
    leaveTypeId: annual,
    startsOn: `${year - 1}-08-04`,
    endsOn: `${year - 1}-08-15`,
    comment: 'Summer at the lake',
    status: 'approved',
  });
  await allocateYear(tx, demo, year);

  const requests: Parameters<typeof seedRequest>[1][] = [
    {
      memberId: member,
      leaveTypeId: annual,
      startsOn: monday(today, -6),
      endsOn: addUtcDays(monday(today, -6), 2),
      status: 'approved',
      comment: 'Family visit',
      decisionComment: 'Enjoy!',
    },
    {
      memberId: member,
      leaveTypeId: annual,
      startsOn: monday(today, 3),
      endsOn: addUtcDays(monday(today, 3), 4),
      status: 'pending',
      comment: 'Skiing week',
    },
    {
      memberId: member,
      leaveTypeId: annual,
      startsOn: monday(today, 6),
      endsOn: addUtcDays(monday(today, 6), 4),
      status: 'approved',
      comment: 'Trip to Ohrid',
      decisionComment: 'Have fun',
    },
    {
      memberId: member,
      leaveTypeId: annual,
      startsOn: addUtcDays(monday(today, 5), 2),
      endsOn: addUtcDays(monday(today, 5), 2),
      part: 'morning',
      status: 'rejected',
      decisionComment: 'Release day, sorry',
    },
    {
      memberId: member,
      leaveTypeId: annual,
      startsOn: monday(today, 8),
      endsOn: addUtcDays(monday(today, 8), 1),
      status: 'cancelled',
    },
    {
      memberId: member,
      leaveTypeId: sick,
      startsOn: monday(today, -2),
      endsOn: addUtcDays(monday(today, -2), 1),
      status: 'approved',
    },
    {
      memberId: manager,
      leaveTypeId: annual,
      startsOn: monday(today, 4),
      endsOn: addUtcDays(monday(today, 4), 1),
      status: 'pending',
      comment: 'Conference',
    },
    {
      memberId: admin,
      leaveTypeId: annual,
      startsOn: monday(today, 2),
      endsOn: addUtcDays(monday(today, 2), 4),
      status: 'approved',
    },
  ].map((request) => ({ companyId: demo, ...request }) as Parameters<typeof seedRequest>[1]);
  for (const request of requests) await seedRequest(tx, request);
  // Carried days whose last day has passed lapse, as the hourly job would have written.
  await expireCarried(tx, demo, today);

  const other = companyIds[OTHER_COMPANY_NAME];
  await allocateYear(tx, other, year - 1);
  await allocateYear(tx, other, year);
  await expireCarried(tx, other, today);
  // Other Company's only owner: nobody else may decide his request, so it waits for another owner
  // or admin (docs/product/absence.md#approvals).
  await seedRequest(tx, {
    companyId: other,
    memberId: await memberIdOf(tx, other, 'owner@other.test'),
    leaveTypeId: await typeIdOf(tx, other, 'Annual leave'),
    startsOn: monday(today, 2),
    endsOn: addUtcDays(monday(today, 2), 2),
    status: 'pending',
  });
}
