import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { signInAttempts } from './schema.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;

// Counters live in the database so that they survive restarts and hold across API instances.
const inWindow = (email: string, ip: string) =>
  and(
    eq(signInAttempts.email, email),
    eq(signInAttempts.ip, ip),
    gt(signInAttempts.attemptedAt, sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`),
  );

export async function isSignInBlocked(db: IdpDatabase, email: string, ip: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(signInAttempts).where(inWindow(email, ip));
  return (row?.n ?? 0) >= MAX_FAILED_SIGN_INS;
}

export async function recordFailedSignIn(db: IdpDatabase, email: string, ip: string): Promise<void> {
  await db.insert(signInAttempts).values({ email, ip });
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
