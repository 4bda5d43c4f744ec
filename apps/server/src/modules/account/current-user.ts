import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '@atrium/contract/account';
import { isSupportedLanguage } from '@atrium/contract/locale';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The person as the account screens show them. Runs in the caller's tenant transaction: users
 * has no row-level security, and company_members shows a person their own memberships.
 */
export async function readCurrentUser(tx: Transaction, userId: string): Promise<CurrentUser> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  // The gate found this person a moment ago; gone now means deleted in between.
  if (!user) throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  const [membership] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, 'ACTIVE')))
    .limit(1);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    givenName: user.givenName,
    familyName: user.familyName,
    phoneNumber: user.phoneNumber,
    language: isSupportedLanguage(user.language) ? user.language : 'en',
    globalRoles: [...user.globalRoles],
    hasCompany: membership !== undefined,
    timeZone: user.timeZone,
  };
}
