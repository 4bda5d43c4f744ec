import { isDeepStrictEqual } from 'node:util';
import type { UpdateMemberRecordBody } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { memberRecordAudit, memberRecords } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { readRecordRow } from './profile-queries.ts';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

type RecordRow = NonNullable<Awaited<ReturnType<typeof readRecordRow>>>;

/**
 * Inside an address or a contact, a part that is null and a part left out mean the same; both are
 * stored left out, so that sending a form back unchanged changes nothing.
 */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, part]) => part !== null && part !== undefined)
        .map(([key, part]) => [key, compact(part)]),
    );
  }
  return value;
}

/** Field by field, what `body` would change in `row` (fields left out change nothing). */
export function diffRecord(row: RecordRow | undefined, body: UpdateMemberRecordBody): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const stored = (row as Record<string, unknown> | undefined)?.[field];
    const current = compact(stored ?? (field === 'emergencyContacts' ? [] : null));
    const next = compact(value);
    if (!isDeepStrictEqual(current, next)) changes[field] = { from: current, to: next };
  }
  return changes;
}

/**
 * Writes `changes` to the member's record (creating it on the first write) and their audit, in
 * the caller's transaction.
 */
export async function applyRecordChanges(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  changes: FieldChanges,
  audit: { kind: 'change' | 'proposal'; details?: Record<string, unknown> } = { kind: 'change' },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const values = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
  await tx
    .insert(memberRecords)
    .values({ companyId: context.companyId, memberId, ...values })
    .onConflictDoUpdate({ target: [memberRecords.companyId, memberRecords.memberId], set: values });
  const sections = new Set(Object.keys(changes).map(sectionOf));
  for (const section of sections) {
    const ofSection = Object.fromEntries(
      Object.entries(changes).filter(([field]) => sectionOf(field) === section),
    );
    await tx.insert(memberRecordAudit).values({
      companyId: context.companyId,
      memberId,
      actorUserId: context.userId,
      kind: audit.kind,
      section,
      details: { changes: ofSection, ...audit.details },
    });
  }
}

/** The built-in section a record field belongs to. */
function sectionOf(field: string): string {
  if (field === 'ethnicity' || field === 'healthNotes') return 'special_category';
  if (field === 'address') return 'address';
  if (field === 'privateEmail' || field === 'privatePhone' || field === 'workPhone') return 'contacts';
  if (field === 'emergencyContacts') return 'emergency_contacts';
  if (field === 'otherNotes') return 'other';
  return 'personal';
}
