import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { signInAttempts } from './schema.ts';

export const MAX_FAILED_SIGN_INS = 5;
const SIGN_IN_WINDOW_MINUTES = 15;

// Counters live in the database so that they survive restarts and hold across API instances.
const inWindow = (email: string, ip: string) =>
  and(
    eq(signInAttempts.email, email),
    eq(signInAttempts.ip, ip),
    gt(signInAttempts.attemptedAt, sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`),
  );

/**
 * Records a sign-in attempt of the email from the address before the password is checked, and
 * answers its row id, or undefined (recording nothing) when the window already holds the limit.
 * Recording first keeps parallel guesses to the limit (see reserveThrottled in throttle.ts); a
 * right password clears the rows with clearFailedSignIns.
 */
export async function reserveSignInAttempt(
  db: IdpDatabase,
  email: string,
  ip: string,
): Promise<number | undefined> {
  const [row] = await db.insert(signInAttempts).values({ email, ip }).returning({ id: signInAttempts.id });
  if (!row) throw new Error('sign-in attempt not recorded');
  const [counted] = await db.select({ n: count() }).from(signInAttempts).where(inWindow(email, ip));
  if ((counted?.n ?? 0) <= MAX_FAILED_SIGN_INS) return row.id;
  await releaseSignInAttempt(db, row.id);
  return undefined;
}

export async function releaseSignInAttempt(db: IdpDatabase, id: number): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
}

export async function clearFailedSignIns(db: IdpDatabase, email: string, ip?: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(
      ip === undefined
        ? eq(signInAttempts.email, email)
        : and(eq(signInAttempts.email, email), eq(signInAttempts.ip, ip)),
    );
}
