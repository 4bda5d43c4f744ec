import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, getCurrentUser, updateCurrentUserTimeZone } from '@atrium/contract/account';
import { companySchema, getCurrentCompany, updateCompanyTimeZone } from '@atrium/contract/companies';
import { updateCompanyProfile } from '@atrium/contract/company-profile';
import {
  getNotificationPreferences,
  notificationPreferencesSchema,
  updateNotificationPreferences,
} from '@atrium/contract/notifications';
import { companies, users } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createMember, errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';

// docs/product/company-information.md#settings and docs/decisions/055-local-days.md
describe('company and personal time zones', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
  });

  it('starts on UTC; ADMIN and OWNER set an IANA zone, and only their own company changes', async () => {
    const before = await api.inject(getCurrentCompany, { as: company.member });
    expect(companySchema.parse(before.json()).timeZone).toBe('UTC');

    const set = await api.inject(updateCompanyTimeZone, {
      as: company.admin,
      body: { timeZone: 'europe/skopje' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(companySchema.parse(set.json())).toMatchObject({
      companyId: company.companyId,
      timeZone: 'Europe/Skopje',
    });
    const byOwner = await api.inject(updateCompanyTimeZone, {
      as: company.owner,
      body: { timeZone: 'Europe/Tirane' },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const seen = await api.inject(getCurrentCompany, { as: company.member });
    expect(companySchema.parse(seen.json()).timeZone).toBe('Europe/Tirane');

    const untouched = await api.inject(getCurrentCompany, { as: other.member });
    expect(companySchema.parse(untouched.json()).timeZone).toBe('UTC');
    const [row] = await api.database.owner
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, other.companyId));
    expect(row?.timeZone).toBe('UTC');
  });

  it('refuses a MEMBER with 403 and changes nothing', async () => {
    const response = await api.inject(updateCompanyTimeZone, {
      as: other.member,
      body: { timeZone: 'Europe/Skopje' },
    });
    expect(response.statusCode).toBe(403);
    const seen = await api.inject(getCurrentCompany, { as: other.member });
    expect(companySchema.parse(seen.json()).timeZone).toBe('UTC');
  });

  it.each(['Mars/Olympus', '+01:00', 'GMT+1', '', 'Europe'])(
    'refuses %j with 400 naming body.timeZone',
    async (timeZone) => {
      const response = await api.inject(updateCompanyTimeZone, {
        as: other.admin,
        body: unchecked({ timeZone }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['body.timeZone']);
    },
  );

  it("takes the country's zone when the about page names a country while the zone is still UTC", async () => {
    const fresh = await api.company({ name: 'Fresh' });
    const saved = await api.inject(updateCompanyProfile, {
      as: fresh.admin,
      body: { name: 'Fresh', countryCode: 'AL' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await api.inject(getCurrentCompany, { as: fresh.member });
    expect(companySchema.parse(seen.json()).timeZone).toBe('Europe/Tirane');

    // A zone an admin chose stays when the country changes.
    await api.inject(updateCompanyTimeZone, { as: fresh.admin, body: { timeZone: 'Europe/Rome' } });
    await api.inject(updateCompanyProfile, {
      as: fresh.admin,
      body: { name: 'Fresh', countryCode: 'MK' },
    });
    const after = await api.inject(getCurrentCompany, { as: fresh.member });
    expect(companySchema.parse(after.json()).timeZone).toBe('Europe/Rome');
  });

  it("lets a person choose their own zone or go back to the company's, and quiet hours use the same one", async () => {
    const person = await createMember(api.database, company.companyId);
    const initial = await api.inject(getCurrentUser, { as: person });
    expect(currentUserSchema.parse(initial.json()).timeZone).toBeNull();
    const preferences = await api.inject(getNotificationPreferences, { as: person });
    // No zone of their own: the company's (Europe/Tirane, set above).
    expect(notificationPreferencesSchema.parse(preferences.json()).timeZone).toBe('Europe/Tirane');

    const own = await api.inject(updateCurrentUserTimeZone, {
      as: person,
      body: { timeZone: 'Europe/Skopje' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(currentUserSchema.parse(own.json()).timeZone).toBe('Europe/Skopje');
    const afterOwn = await api.inject(getNotificationPreferences, { as: person });
    expect(notificationPreferencesSchema.parse(afterOwn.json()).timeZone).toBe('Europe/Skopje');

    // Saving it on the notifications screen is the same setting.
    const viaNotifications = await api.inject(updateNotificationPreferences, {
      as: person,
      body: { choices: [], timeZone: 'Europe/Berlin' },
    });
    expect(viaNotifications.statusCode, viaNotifications.body).toBe(200);
    const account = await api.inject(getCurrentUser, { as: person });
    expect(currentUserSchema.parse(account.json()).timeZone).toBe('Europe/Berlin');

    const back = await api.inject(updateCurrentUserTimeZone, { as: person, body: { timeZone: null } });
    expect(currentUserSchema.parse(back.json()).timeZone).toBeNull();
    const [row] = await api.database.owner
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, person.userId));
    expect(row?.timeZone).toBeNull();
  });

  it("refuses a person's zone that is not an IANA name with 400 naming body.timeZone", async () => {
    const response = await api.inject(updateCurrentUserTimeZone, {
      as: company.member,
      body: unchecked({ timeZone: 'Somewhere/Else' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['body.timeZone']);
  });
});
