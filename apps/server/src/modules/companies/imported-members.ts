import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';

/**
 * People added by the member import before they have an account (decision 068) are members
 * whose user is a placeholder of this issuer: nobody signs in as one. An invitation may still be
 * sent to their address, and accepting it hands the membership, with its HR record, to the
 * person who accepted.
 */
export const IMPORT_ISSUER = 'atrium:member-import';

/** The company's imported member waiting for this address, if any. */
export async function importedMemberOf(
  tx: Transaction,
  companyId: string,
  email: string,
): Promise<{ id: string } | undefined> {
  const [member] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(users.issuer, IMPORT_ISSUER),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return member;
}
