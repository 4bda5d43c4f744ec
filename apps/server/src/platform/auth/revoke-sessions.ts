import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { notifySessionsEnded } from './session-channel.ts';

/**
 * Revokes every refresh-token family of a person (sign out everywhere, a disabled account, a
 * password reset). Access tokens already issued die within their ≤ 5 minutes, and the access gate
 * refuses a disabled person at once; open notification streams end at once (session-channel.ts).
 * Returns how many tokens were revoked.
 */
export async function revokeAllSessions(database: Database, userId: string): Promise<number> {
  const revoked = await database.withTenant({ companyId: null, userId }, async (tx) => {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    // Every instance ends the person's open notification streams, those opened with only an
    // access token too: no session of theirs is left.
    await notifySessionsEnded(tx, { userId });
    return rows;
  });
  return revoked.length;
}

/**
 * The same for the person the embedded provider knows by this account id (the `subject`). Its
 * subjects are random UUIDs it generated, so the subject alone names the person whatever issuer
 * name their row carries. Nothing when the account never signed in here.
 */
export async function revokeSessionsOfEmbeddedAccount(database: Database, subject: string): Promise<number> {
  const people = await database.withTenant({ companyId: null, userId: null }, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.subject, subject)),
  );
  let revoked = 0;
  for (const person of people) revoked += await revokeAllSessions(database, person.id);
  return revoked;
}
