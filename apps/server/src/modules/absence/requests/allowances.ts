import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AllowancePolicy } from '@atrium/contract/absence';
import { addUtcDays, utcDaysInRange } from '@atrium/contract/dates';
import { scheduleOn } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  allowancePolicies,
  companyMembers,
  leaveLedgerEntries,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { writeLedger, ledgerSum, requestMinutes, type LedgerWrite } from './ledger.ts';
import { memberFacts, type MemberFacts } from './member-facts.ts';

/*
 * Allowances (docs/product/absence.md#allowances): a policy gives so many working days a year,
 * prorated to the part of the year it is in effect and the member is employed; what is left at
 * the end of a year lapses, and up to the cap comes back as carried minutes usable until the
 * policy's month-day. Written as ledger entries by a scheduled job (and on demand by an admin);
 * every write is idempotent.
 */

export const policyColumns = {
  allowancePolicyId: allowancePolicies.id,
  leaveTypeId: allowancePolicies.leaveTypeId,
  effectiveFrom: allowancePolicies.effectiveFrom,
  effectiveTo: allowancePolicies.effectiveTo,
  yearlyDays: allowancePolicies.yearlyDays,
  prorateOnHire: allowancePolicies.prorateOnHire,
  prorateOnExit: allowancePolicies.prorateOnExit,
  carryOverCapDays: allowancePolicies.carryOverCapDays,
  carryOverExpiresOn: allowancePolicies.carryOverExpiresOn,
  preset: allowancePolicies.preset,
};

/** Minutes of the member's average working day on `day` (their schedule's week over its working days). */
export function dayMinutesOf(member: Pick<MemberFacts, 'schedules'>, day: string): number {
  const week = scheduleOn(member.schedules, day)?.minutes;
  if (!week) return 480;
  const days = Object.values(week).filter((minutes) => minutes > 0);
  return days.length === 0 ? 480 : Math.round(days.reduce((sum, minutes) => sum + minutes, 0) / days.length);
}

/**
 * The allocation of one policy for one year: its days for the part of the year the policy covers
 * and (when it prorates) the member is employed, to the half day; null when that part is empty.
 */
export function allocationOf(
  policy: Pick<
    AllowancePolicy,
    'effectiveFrom' | 'effectiveTo' | 'yearlyDays' | 'prorateOnHire' | 'prorateOnExit'
  >,
  member: Pick<MemberFacts, 'hiredOn' | 'leavesOn' | 'schedules'>,
  year: number,
): { from: string; days: number; minutes: number } | null {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  let from = policy.effectiveFrom > yearStart ? policy.effectiveFrom : yearStart;
  let to = policy.effectiveTo !== null && policy.effectiveTo < yearEnd ? policy.effectiveTo : yearEnd;
  if (policy.prorateOnHire && member.hiredOn && member.hiredOn > from) from = member.hiredOn;
  if (policy.prorateOnExit && member.leavesOn && member.leavesOn < to) to = member.leavesOn;
  if (from > to) return null;
  const share = utcDaysInRange(from, to) / utcDaysInRange(yearStart, yearEnd);
  const days = Math.round(policy.yearlyDays * share * 2) / 2;
  return { from, days, minutes: Math.round(days * dayMinutesOf(member, from)) };
}

type PolicyRow = typeof allowancePolicies.$inferSelect;

/** The types a policy applies to: its own, or every type counting against the allowance. */
async function typesOf(tx: Transaction, companyId: string, policy: PolicyRow): Promise<string[]> {
  if (policy.leaveTypeId) return [policy.leaveTypeId];
  const rows = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.companyId, companyId),
        eq(leaveTypes.countsAgainstAllowance, true),
        isNull(leaveTypes.archivedAt),
      ),
    );
  return rows.map((row) => row.id);
}

function policiesOverlapping(tx: Transaction, companyId: string, from: string, to: string) {
  return tx
    .select()
    .from(allowancePolicies)
    .where(
      and(
        eq(allowancePolicies.companyId, companyId),
        lte(allowancePolicies.effectiveFrom, to),
        or(isNull(allowancePolicies.effectiveTo), gte(allowancePolicies.effectiveTo, from)),
      ),
    )
    .orderBy(asc(allowancePolicies.effectiveFrom));
}

/**
 * Writes a year's carry-over (from the year before) and allocations for every active member of
 * the company. Answers how many entries were written; a second run writes none.
 */
export async function allocateYear(tx: Transaction, companyId: string, year: number): Promise<number> {
  const members = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'ACTIVE')))
    .orderBy(asc(companyMembers.createdAt));
  const policies = await policiesOverlapping(tx, companyId, `${year}-01-01`, `${year}-12-31`);
  const previous = await policiesOverlapping(tx, companyId, `${year - 1}-12-31`, `${year - 1}-12-31`);
  let written = 0;
  for (const { id: memberId } of members) {
    const member = await memberFacts(tx, companyId, memberId);
    const entries: LedgerWrite[] = [];
    // Carry-over: what was left on the last day of the year before.
    for (const policy of previous) {
      for (const leaveTypeId of await typesOf(tx, companyId, policy)) {
        const left = await ledgerSum(tx, companyId, memberId, leaveTypeId, `${year - 1}-12-31`);
        if (left <= 0) continue;
        const cap =
          policy.carryOverCapDays === null
            ? left
            : policy.carryOverCapDays * dayMinutesOf(member, `${year}-01-01`);
        const base = {
          companyId,
          memberId,
          leaveTypeId,
          effectiveDate: `${year}-01-01`,
          source: 'job' as const,
          sourceId: policy.id,
        };
        entries.push({ ...base, kind: 'expiry', minutes: -left, reason: `left at the end of ${year - 1}` });
        entries.push({
          ...base,
          kind: 'carry_in',
          minutes: Math.min(left, cap),
          expiresOn: policy.carryOverExpiresOn ? `${year}-${policy.carryOverExpiresOn}` : null,
          reason: `carried from ${year - 1}`,
        });
      }
    }
    for (const policy of policies) {
      const allocation = allocationOf(policy, member, year);
      if (!allocation) continue;
      for (const leaveTypeId of await typesOf(tx, companyId, policy)) {
        const [already] = await tx
          .select({ id: leaveLedgerEntries.id })
          .from(leaveLedgerEntries)
          .where(
            and(
              eq(leaveLedgerEntries.memberId, memberId),
              eq(leaveLedgerEntries.leaveTypeId, leaveTypeId),
              eq(leaveLedgerEntries.kind, 'allocation'),
              eq(leaveLedgerEntries.sourceId, policy.id),
              gte(leaveLedgerEntries.effectiveDate, `${year}-01-01`),
              lte(leaveLedgerEntries.effectiveDate, `${year}-12-31`),
            ),
          )
          .limit(1);
        if (already) continue;
        entries.push({
          companyId,
          memberId,
          leaveTypeId,
          kind: 'allocation',
          minutes: allocation.minutes,
          effectiveDate: allocation.from,
          source: 'policy',
          sourceId: policy.id,
          reason: `${allocation.days} of ${policy.yearlyDays} days for ${year}`,
        });
      }
    }
    written += await writeLedger(tx, entries);
  }
  return written;
}

/**
 * Carried minutes whose last day has passed lapse the day after, less what approved leave up to
 * that day used (carried days are used first). Answers how many entries were written.
 */
export async function expireCarried(tx: Transaction, companyId: string, today: string): Promise<number> {
  const carried = await tx
    .select()
    .from(leaveLedgerEntries)
    .where(
      and(
        eq(leaveLedgerEntries.companyId, companyId),
        eq(leaveLedgerEntries.kind, 'carry_in'),
        lt(leaveLedgerEntries.expiresOn, today),
        sql`not exists (select 1 from leave_ledger_entries e where e.member_id = "leave_ledger_entries"."member_id"
          and e.leave_type_id = "leave_ledger_entries"."leave_type_id" and e.kind = 'expiry' and e.source = 'job'
          and e.effective_date = "leave_ledger_entries"."expires_on" + 1)`,
      ),
    );
  const entries: LedgerWrite[] = [];
  for (const entry of carried) {
    const year = entry.effectiveDate.slice(0, 4);
    const used = await requestMinutes(
      tx,
      companyId,
      entry.memberId,
      entry.leaveTypeId,
      'approved',
      `${year}-01-01`,
      entry.expiresOn!,
    );
    const unused = entry.minutes - used;
    if (unused <= 0) continue;
    entries.push({
      companyId,
      memberId: entry.memberId,
      leaveTypeId: entry.leaveTypeId,
      kind: 'expiry',
      minutes: -unused,
      effectiveDate: addUtcDays(entry.expiresOn!, 1),
      source: 'job',
      sourceId: entry.sourceId,
      reason: `carried days unused by ${entry.expiresOn}`,
    });
  }
  return writeLedger(tx, entries);
}

/**
 * A policy now ends earlier (a new version replaced it from `from`): its allocations already
 * written for the years from `from`'s on gave days it no longer covers. Each member's allocation of
 * such a year is brought to what the policy now gives by an adjustment entry (source policy, on
 * `from`), so that with the new version's share the year holds what the two together give.
 * The ledger stays append-only: nothing written is changed. Answers how many entries were written.
 */
export async function correctAllocations(
  tx: Transaction,
  companyId: string,
  policy: PolicyRow,
  from: string,
): Promise<number> {
  const written = await tx
    .select({
      memberId: leaveLedgerEntries.memberId,
      leaveTypeId: leaveLedgerEntries.leaveTypeId,
      year: sql<number>`extract(year from ${leaveLedgerEntries.effectiveDate})::int`,
      minutes: sql<number>`sum(${leaveLedgerEntries.minutes})::int`,
    })
    .from(leaveLedgerEntries)
    .where(
      and(
        eq(leaveLedgerEntries.companyId, companyId),
        eq(leaveLedgerEntries.sourceId, policy.id),
        eq(leaveLedgerEntries.source, 'policy'),
        or(eq(leaveLedgerEntries.kind, 'allocation'), eq(leaveLedgerEntries.kind, 'adjustment')),
        gte(leaveLedgerEntries.effectiveDate, `${from.slice(0, 4)}-01-01`),
      ),
    )
    .groupBy(
      leaveLedgerEntries.memberId,
      leaveLedgerEntries.leaveTypeId,
      sql`extract(year from ${leaveLedgerEntries.effectiveDate})`,
    );
  const entries: LedgerWrite[] = [];
  const facts = new Map<string, MemberFacts>();
  for (const row of written) {
    const member = facts.get(row.memberId) ?? (await memberFacts(tx, companyId, row.memberId));
    facts.set(row.memberId, member);
    const minutes = allocationOf(policy, member, row.year)?.minutes ?? 0;
    if (minutes === row.minutes) continue;
    const effectiveDate = row.year === Number(from.slice(0, 4)) ? from : `${row.year}-01-01`;
    entries.push({
      companyId,
      memberId: row.memberId,
      leaveTypeId: row.leaveTypeId,
      kind: 'adjustment',
      minutes: minutes - row.minutes,
      effectiveDate,
      source: 'policy',
      sourceId: policy.id,
      reason: `the policy ends on ${policy.effectiveTo ?? ''}: its share of ${row.year}`,
    });
  }
  return writeLedger(tx, entries);
}
