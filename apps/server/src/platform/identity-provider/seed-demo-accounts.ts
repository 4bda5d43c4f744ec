import { and, eq } from 'drizzle-orm';
import type { IdentityProvider, NewAccount } from '@atrium/idp';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PEOPLE } from '../../db/seed/demo-people.ts';

/**
 * Gives the demo people (db/seed/demo-people.ts) sign-in accounts at the embedded provider, with their fixed
 * subjects. Idempotent. Should an account with a demo address already exist under another
 * subject (someone signed up with it before the demo data was seeded), the person's row is
 * re-keyed to that account, so that signing in as owner@demo.test still reaches the seeded owner.
 */
export async function seedDemoAccounts(
  idp: IdentityProvider,
  database: Database,
  issuer: string,
): Promise<void> {
  const accounts = DEMO_PEOPLE.map((person) => ({
    id: person.subject,
    email: person.email,
    password: person.password,
    given_name: person.givenName,
    family_name: person.familyName,
    email_verified: true,
  })) satisfies Array<NewAccount & { id: string }>;
  const created = await idp.seedAccounts(accounts);
  for (const person of DEMO_PEOPLE) {
    const account = created.find((entry) => entry.email === person.email);
    if (!account || account.id === person.subject) continue;
    await database.owner
      .update(users)
      .set({ subject: account.id })
      .where(and(eq(users.issuer, issuer), eq(users.subject, person.subject)));
  }
}
