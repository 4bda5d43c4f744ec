import { and, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, defaultTimeZoneOf } from '@atrium/contract/dates';
import type { updateCompanyProfile } from '@atrium/contract/company-profile';
import { companies, companyProfiles } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyImageUrls } from './company-image-urls.ts';
import { readCompanyProfile } from './profile-queries.ts';

const PROFILE_FIELDS = ['description', 'address', 'countryCode', 'website', 'contactEmail'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** '' and whitespace mean "no value", like null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * ADMIN/OWNER (the gate checked the role) change the name and the about page in one
 * transaction: both are written or neither. The audit row names the fields that changed, not
 * their values (an address or an e-mail address is personal data).
 */
export const updateCompanyProfileHandler: OperationHandler<typeof updateCompanyProfile> = async ({
  body,
  context,
  deps,
}) => {
  const { profile, changed } = await context.withTenant(async (tx) => {
    const before = await readCompanyProfile(tx, context.companyId);
    if (!before) throw notFound('The company');
    const given: Partial<Record<ProfileField, string | null>> = {};
    for (const field of PROFILE_FIELDS) {
      if (body[field] !== undefined) given[field] = orNull(body[field]);
    }
    if (body.name !== before.name) {
      await tx.update(companies).set({ name: body.name }).where(eq(companies.id, context.companyId));
    }
    await tx
      .insert(companyProfiles)
      .values({ companyId: context.companyId, ...given })
      .onConflictDoUpdate({
        target: companyProfiles.companyId,
        set: { ...given, updatedAt: new Date() },
      });
    const after = await readCompanyProfile(tx, context.companyId);
    if (!after) throw notFound('The company');
    const country = after.country?.countryIsoCode ?? null;
    if (country && country !== valueOf(before, 'countryCode')) {
      // A company still on the starting zone takes its new country's (decision 055).
      await tx
        .update(companies)
        .set({ timeZone: defaultTimeZoneOf(country) })
        .where(and(eq(companies.id, context.companyId), eq(companies.timeZone, DEFAULT_TIME_ZONE)));
    }
    const changed = [
      ...(before.name !== after.name ? ['name'] : []),
      ...PROFILE_FIELDS.filter((field) => valueOf(before, field) !== valueOf(after, field)),
    ];
    return {
      profile: { ...after, ...(await companyImageUrls(tx, context.companyId)) },
      changed,
    };
  });
  await deps.audit.record(context, {
    action: 'company.profile_updated',
    target: context.companyId,
    details: { fields: changed },
  });
  return profile;
};

function valueOf(
  profile: NonNullable<Awaited<ReturnType<typeof readCompanyProfile>>>,
  field: ProfileField,
): string | null {
  return field === 'countryCode' ? (profile.country?.countryIsoCode ?? null) : profile[field];
}
