import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Modules } from '@atrium/contract/access';
import { localDate } from '@atrium/contract/dates';
import type { Database, Transaction } from '../../../db/database.ts';
import { companies, companyModules, leaveRequestApprovals, leaveRequests } from '../../../db/schema/index.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { NotificationsPlatform } from '../../notifications/notifications-platform.ts';
import { recordCountedOvertime } from '../overtime/counted-overtime.ts';
import { allocateYear, expireCarried } from './allowances.ts';
import { approversOfKind, NEXT_LEVEL } from './approval-steps.ts';
import { memberFacts } from './member-facts.ts';
import { notifyApprovers } from './request-lifecycle.ts';

const BALANCES_QUEUE = 'absence.balances';
const ESCALATIONS_QUEUE = 'absence.escalations';

/** Companies with ABSENCE and their zones. */
async function absenceCompanies(database: Database) {
  return database.owner
    .select({ companyId: companies.id, zone: companies.timeZone })
    .from(companies)
    .innerJoin(
      companyModules,
      and(eq(companyModules.companyId, companies.id), eq(companyModules.module, 'ABSENCE')),
    );
}

/**
 * The balance work of a day for one company: the year's allocations and carry-over (idempotent,
 * so running every hour writes them once, on the first run of the company's new year) and the
 * carried minutes that lapsed, and the ended weeks of overtime that count without approval.
 */
export async function runBalanceWork(tx: Transaction, companyId: string, today: string): Promise<number> {
  return (
    (await allocateYear(tx, companyId, Number(today.slice(0, 4)))) +
    (await expireCarried(tx, companyId, today)) +
    (await recordCountedOvertime(tx, companyId, today))
  );
}

/**
 * Steps undecided longer than their rule allows escalate once: the next level's approvers join
 * the step (any of them decides) and are told.
 */
export async function escalateSteps(
  tx: Transaction,
  companyId: string,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  now: Date,
): Promise<number> {
  const due = await tx
    .select({ step: leaveRequestApprovals, request: leaveRequests })
    .from(leaveRequestApprovals)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestApprovals.requestId))
    .where(
      and(
        eq(leaveRequestApprovals.companyId, companyId),
        eq(leaveRequestApprovals.state, 'pending'),
        isNotNull(leaveRequestApprovals.escalateAfterDays),
        isNull(leaveRequestApprovals.escalatedAt),
        sql`${leaveRequestApprovals.activatedAt} + make_interval(days => ${leaveRequestApprovals.escalateAfterDays}) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  let escalated = 0;
  for (const { step, request } of due) {
    const requester = await memberFacts(tx, companyId, request.memberId);
    let kind = NEXT_LEVEL[step.approverKind];
    let added: string[] = [];
    while (kind && added.length === 0) {
      added = (await approversOfKind(tx, companyId, requester, kind, null)).filter(
        (id) => id !== request.memberId && !step.approverMemberIds.includes(id),
      );
      kind = NEXT_LEVEL[kind];
    }
    await tx
      .update(leaveRequestApprovals)
      .set({ escalatedAt: now, mode: 'any_of', approverMemberIds: [...step.approverMemberIds, ...added] })
      .where(eq(leaveRequestApprovals.id, step.id));
    if (added.length > 0) {
      await notifyApprovers(tx, notifications, request, requester.name, added, null);
      escalated += 1;
    }
  }
  return escalated;
}

/** Registers the absence queues; `schedule` starts their hourly runs (a listening server). */
export function registerAbsenceJobs(
  jobs: Jobs,
  database: Database,
  notifications: Pick<NotificationsPlatform, 'emit'>,
) {
  jobs.register({
    name: BALANCES_QUEUE,
    // Through job.withCompany: a company whose balances moved has its open absence screens told.
    liveAreas: [Modules.ABSENCE],
    retryLimit: 2,
    async run(job) {
      for (const { companyId, zone } of await absenceCompanies(database)) {
        await job.withCompany(companyId, (tx) => runBalanceWork(tx, companyId, localDate(new Date(), zone)));
      }
    },
  });
  jobs.register({
    name: ESCALATIONS_QUEUE,
    // An escalated step shows in its new approvers' inboxes.
    liveAreas: [Modules.ABSENCE],
    retryLimit: 2,
    async run(job) {
      for (const { companyId } of await absenceCompanies(database)) {
        await job.withCompany(companyId, (tx) => escalateSteps(tx, companyId, notifications, new Date()));
      }
    },
  });
  return {
    async schedule() {
      await jobs.schedule(BALANCES_QUEUE, '7 * * * *');
      await jobs.schedule(ESCALATIONS_QUEUE, '37 * * * *');
    },
  };
}
