import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { throttleEvents } from './schema.ts';

/**
 * The anti-automation limits of the provider. Each counts events of one kind per key (a client
 * address, an account, a recipient) over a sliding window, in the database, so that every API
 * instance shares them and a restart forgets nothing. See docs/decisions/019.
 */
export const THROTTLES = {
  /** Failed sign-ins from one client address, whatever the account (password spraying). */
  signInFailuresPerAddress: { kind: 'sign_in_fail_ip', max: 20, minutes: 15 },
  /** Failed sign-ins of one account, whatever the address (distributed guessing). */
  signInFailuresPerAccount: { kind: 'sign_in_fail_account', max: 20, minutes: 15 },
  /** Sign-up forms accepted from one client address. */
  signUpsPerAddress: { kind: 'sign_up_ip', max: 5, minutes: 60 },
  /** Reset requests from one client address, whatever the target. */
  resetRequestsPerAddress: { kind: 'reset_ip', max: 10, minutes: 60 },
  /** Reset mails for one account asked from one address: a stranger cannot use up the owner's. */
  resetMailsPerAccountAndAddress: { kind: 'reset_account_ip', max: 3, minutes: 60 },
  /** Reset mails for one account in all: the mailbox is never flooded. */
  resetMailsPerAccount: { kind: 'reset_account', max: 10, minutes: 60 },
  /** "Someone tried to sign up with your address" and confirmation reminders per recipient. */
  noticeMailsPerRecipient: { kind: 'notice_mail', max: 3, minutes: 60 },
} as const;

export type Throttle = (typeof THROTTLES)[keyof typeof THROTTLES];

const inWindow = (throttle: Throttle, key: string) =>
  and(
    eq(throttleEvents.kind, throttle.kind),
    eq(throttleEvents.key, key),
    gt(throttleEvents.occurredAt, sql`now() - make_interval(mins => ${throttle.minutes})`),
  );

/**
 * Records the event first and then counts the window, so that parallel requests cannot all pass
 * a check made before any of them was recorded: whoever's row is the n-th committed sees at least
 * n rows, so at most `max` of them pass. A refused event takes its row back. Answers the row's id
 * (to release it, see releaseThrottled) or undefined when over the limit.
 */
export async function reserveThrottled(
  db: IdpDatabase,
  throttle: Throttle,
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .insert(throttleEvents)
    .values({ kind: throttle.kind, key })
    .returning({ id: throttleEvents.id });
  if (!row) throw new Error('throttle event not recorded');
  const [counted] = await db.select({ n: count() }).from(throttleEvents).where(inWindow(throttle, key));
  if ((counted?.n ?? 0) <= throttle.max) return row.id;
  await releaseThrottled(db, row.id);
  return undefined;
}

/** Takes back one reserved event (the attempt turned out not to count, e.g. a right password). */
export async function releaseThrottled(db: IdpDatabase, id: number): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
}

/** Counts the event and answers whether it was still within the limit (atomic, see reserveThrottled). */
export async function takeThrottled(db: IdpDatabase, throttle: Throttle, key: string): Promise<boolean> {
  return (await reserveThrottled(db, throttle, key)) !== undefined;
}

export async function clearThrottled(db: IdpDatabase, throttle: Throttle, key: string): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.kind, throttle.kind), eq(throttleEvents.key, key)));
}

/** Every window is at most an hour; a day keeps the table small. */
export async function sweepThrottles(db: IdpDatabase): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.occurredAt, sql`now() - interval '1 day'`));
}
