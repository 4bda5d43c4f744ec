import { eq, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { accounts, oidcPayloads } from './schema.ts';

/**
 * Ends everything the provider holds for an account — browser sessions, grants, refresh and
 * access tokens, unused codes — and records the instant, so that the API refuses provider tokens
 * issued before it (JWT access tokens are checked offline and live up to their expiry). Run after
 * a password reset and on "sign out everywhere"; see docs/decisions/018.
 */
export async function revokeAccountSessions(db: IdpDatabase, accountId: string): Promise<void> {
  // Every model the provider stores for a person carries its accountId in the payload.
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
  await db
    .update(accounts)
    .set({ sessionsNotBefore: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** Provider tokens issued before this instant must not start an API session (null: no cut-off). */
export async function sessionsNotBefore(db: IdpDatabase, accountId: string): Promise<Date | null> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  const [row] = await db
    .select({ at: accounts.sessionsNotBefore })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.at ?? null;
}
