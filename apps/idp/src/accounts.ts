import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { IdpDatabase } from './database.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { accounts } from './schema.ts';

export type Account = typeof accounts.$inferSelect;

export interface NewAccount {
  /** The subject (`sub`) to give the account; a random UUID when absent. Seeding uses fixed ones. */
  id?: string;
  email: string;
  password: string;
  given_name?: string;
  family_name?: string;
  phone_number?: string | null;
  email_verified?: boolean;
}

export const MIN_PASSWORD_LENGTH = 8;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately permissive: one @, something on each side, a dot in the domain, no spaces.
export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export async function findAccountById(db: IdpDatabase, id: string): Promise<Account | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function findAccountByEmail(db: IdpDatabase, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  return row;
}

/** Creates the account; returns undefined when the email is already taken. */
export async function createAccount(db: IdpDatabase, input: NewAccount): Promise<Account | undefined> {
  const rows = await db
    .insert(accounts)
    .values({
      id: input.id ?? randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      givenName: input.given_name?.trim() ?? '',
      familyName: input.family_name?.trim() ?? '',
      phoneNumber: input.phone_number?.trim() || null,
      emailVerified: input.email_verified ?? false,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return rows[0];
}

/** The account when email and password match; undefined otherwise, in about the same time. */
export async function authenticate(
  db: IdpDatabase,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const account = await findAccountByEmail(db, email);
  const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  return account && ok ? account : undefined;
}

export async function setPassword(db: IdpDatabase, accountId: string, password: string): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

export async function markEmailVerified(db: IdpDatabase, accountId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/**
 * Creates the accounts that do not exist yet (matched by email) and leaves existing ones alone,
 * so that seeding is idempotent. Returns every account's subject.
 */
export async function seedAccounts(
  db: IdpDatabase,
  list: readonly NewAccount[],
): Promise<Array<{ id: string; email: string }>> {
  const result: Array<{ id: string; email: string }> = [];
  for (const input of list) {
    const created = await createAccount(db, { email_verified: true, ...input });
    const account = created ?? (await findAccountByEmail(db, input.email));
    if (!account) throw new Error(`could not seed account ${input.email}`);
    result.push({ id: account.id, email: account.email });
  }
  return result;
}

/** The OpenID claims of an account (the provider filters them by granted scope). */
export function accountClaims(account: Account) {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  return {
    sub: account.id,
    name: name || undefined,
    given_name: account.givenName || undefined,
    family_name: account.familyName || undefined,
    email: account.email,
    email_verified: account.emailVerified,
    phone_number: account.phoneNumber ?? undefined,
    phone_number_verified: account.phoneNumber ? account.phoneNumberVerified : undefined,
  };
}
