import type { Transaction } from '../database.ts';
import { eq } from 'drizzle-orm';
import { defaultTimeZoneOf } from '@atrium/contract/dates';
import { companies, companyProfiles } from '../schema/index.ts';
import { DEMO_COMPANY_NAME, OTHER_COMPANY_NAME, type DemoCompanyName } from './demo-people.ts';

/** The about pages of the demo companies, so company information shows something real. */
const DEMO_COMPANY_PROFILES: Record<
  DemoCompanyName,
  {
    description: string;
    address: string | null;
    countryCode: string;
    website: string | null;
    contactEmail: string;
  }
> = {
  [DEMO_COMPANY_NAME]: {
    description:
      'Demo Company builds scheduling and document software for teams across the Balkans. ' +
      'About forty people work in engineering and sales from our office in Skopje and remotely.\n\n' +
      'This company is demo data: change anything you like, it only lives in this installation.',
    address: 'Bulevar Partizanski Odredi 14, 1000 Skopje',
    countryCode: 'MK',
    website: 'https://demo-company.example',
    contactEmail: 'hello@demo.test',
  },
  [OTHER_COMPANY_NAME]: {
    description: 'A second company, kept apart from Demo Company for isolation checks.',
    address: null,
    countryCode: 'AL',
    website: null,
    contactEmail: 'contact@other.test',
  },
};

export async function seedCompanyInfo(
  tx: Transaction,
  companyIds: Record<DemoCompanyName, string>,
): Promise<void> {
  // Each demo company keeps its country's time, as a real one would from its about page (decision 055).
  for (const name of Object.keys(DEMO_COMPANY_PROFILES) as DemoCompanyName[]) {
    await tx
      .update(companies)
      .set({ timeZone: defaultTimeZoneOf(DEMO_COMPANY_PROFILES[name].countryCode) })
      .where(eq(companies.id, companyIds[name]));
  }
  await tx.insert(companyProfiles).values(
    (Object.keys(DEMO_COMPANY_PROFILES) as DemoCompanyName[]).map((name) => ({
      companyId: companyIds[name],
      ...DEMO_COMPANY_PROFILES[name],
    })),
  );
}
