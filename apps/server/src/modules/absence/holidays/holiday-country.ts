import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { companyProfiles } from '../../../db/schema/index.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';

/**
 * The country a calendar request is about: the one asked for, else the company profile's.
 * Without either, 400 naming `body.country` (docs/product/absence-holidays.md#countries).
 */
export async function holidayCountry(
  tx: Transaction,
  companyId: string,
  asked: string | undefined,
): Promise<string> {
  if (asked) return asked;
  const [profile] = await tx
    .select({ countryCode: companyProfiles.countryCode })
    .from(companyProfiles)
    .where(eq(companyProfiles.companyId, companyId));
  if (profile?.countryCode) return profile.countryCode;
  throw validationFailed('Name the country: the company profile has none.', [
    { path: 'body.country', message: 'is required while the company profile has no country' },
  ]);
}
