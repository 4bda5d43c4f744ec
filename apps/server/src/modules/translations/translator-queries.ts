import { eq, inArray, max, count, sql, arrayContains, or } from 'drizzle-orm';
import type { Translator } from '@atrium/contract/translations';
import type { Transaction } from '../../db/database.ts';
import { translationValueHistory, translatorLanguages, users } from '../../db/schema/index.ts';

/** Translators (people with the TRANSLATOR role or a language grant), their languages and activity. */
export async function listTranslators(tx: Transaction, onlyUserId?: string): Promise<Translator[]> {
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      onlyUserId
        ? eq(users.id, onlyUserId)
        : or(
            arrayContains(users.globalRoles, ['TRANSLATOR']),
            inArray(users.id, tx.select({ id: translatorLanguages.userId }).from(translatorLanguages)),
          ),
    )
    .orderBy(sql`lower(coalesce(${users.name}, ${users.email}, ''))`, users.id);
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const grants = await tx.select().from(translatorLanguages).where(inArray(translatorLanguages.userId, ids));
  const activity = await tx
    .select({
      userId: translationValueHistory.changedBy,
      changes: count(),
      last: max(translationValueHistory.changedAt),
    })
    .from(translationValueHistory)
    .where(inArray(translationValueHistory.changedBy, ids))
    .groupBy(translationValueHistory.changedBy);
  return people.map((person) => {
    const done = activity.find((row) => row.userId === person.id);
    return {
      userId: person.id,
      name: person.name,
      email: person.email,
      languages: grants
        .filter((grant) => grant.userId === person.id)
        .map((grant) => ({
          languageIsoCode: grant.languageIsoCode as Translator['languages'][number]['languageIsoCode'],
          canReview: grant.canReview,
        }))
        .sort((a, b) => a.languageIsoCode.localeCompare(b.languageIsoCode)),
      changeCount: Number(done?.changes ?? 0),
      lastActivityAt: done?.last ? new Date(done.last).toISOString() : null,
    };
  });
}
