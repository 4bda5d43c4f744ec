import { and, asc, eq } from 'drizzle-orm';
import type { CompanyMemberListItem } from '@atrium/contract/companies';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';

/** Columns of a member as admin lists show them. */
export const memberListColumns = {
  companyMemberId: companyMembers.id,
  userId: companyMembers.userId,
  name: users.name,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
  role: companyMembers.role,
  status: companyMembers.status,
  position: companyMembers.position,
};

/**
 * One member of the transaction's company, or undefined: a member of another company is not
 * found (RLS hides the row, and the company filter says so explicitly as well).
 */
export async function findMember(
  tx: Transaction,
  companyId: string,
  companyMemberId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyMemberListItem | undefined> {
  const query = tx
    .select(memberListColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, companyMemberId)));
  const [row] = options.forUpdate ? await query.for('update', { of: companyMembers }) : await query;
  return row;
}

/**
 * Locks the company's active OWNER rows and counts them, so two concurrent demotions cannot
 * both see "another owner exists" and leave the company without one.
 */
export async function lockActiveOwners(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'OWNER'),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    // One lock order for every caller, so two concurrent changes wait instead of deadlocking.
    .orderBy(asc(companyMembers.id))
    .for('update');
  return rows.map((row) => row.id);
}
