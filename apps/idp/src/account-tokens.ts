import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { accountTokens } from './schema.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

const LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 60,
  email_verification: 7 * 24 * 60,
};

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueAccountToken(
  db: IdpDatabase,
  accountId: string,
  purpose: TokenPurpose,
  interactionUid?: string,
): Promise<string> {
  return (await issueExpiringAccountToken(db, accountId, purpose, interactionUid)).token;
}

/** The same, with the instant the token stops working (the database's clock decides it). */
export async function issueExpiringAccountToken(
  db: IdpDatabase,
  accountId: string,
  purpose: TokenPurpose,
  interactionUid?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(accountTokens)
    .values({
      tokenHash: digest(token),
      accountId,
      purpose,
      interactionUid: interactionUid ?? null,
      expiresAt: sql`now() + make_interval(mins => ${LIFETIME_MINUTES[purpose]})`,
    })
    .returning({ expiresAt: accountTokens.expiresAt });
  if (!row) throw new Error('account token not stored');
  return { token, expiresAt: row.expiresAt };
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, digest(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** Looks at a token without spending it (to decide whether to show the form). */
export async function peekAccountToken(db: IdpDatabase, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ accountId: accountTokens.accountId, interactionUid: accountTokens.interactionUid })
    .from(accountTokens)
    .where(usable(token, purpose));
  return row;
}

/** Spends a token atomically: of two concurrent uses only one gets the account id. */
export async function consumeAccountToken(db: IdpDatabase, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId, interactionUid: accountTokens.interactionUid });
  return row;
}
