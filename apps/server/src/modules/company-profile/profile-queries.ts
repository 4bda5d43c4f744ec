import { eq } from 'drizzle-orm';
import { countryNames, type CompanyProfile } from '@atrium/contract/company-profile';
import type { Transaction } from '../../db/database.ts';
import { companies, companyProfiles } from '../../db/schema/index.ts';

/** Where the company's logo and cover are served; null until the images module provides them. */
export interface CompanyImageUrls {
  thumbnailUrl: string | null;
  coverUrl: string | null;
}

/** The company and its about page (null when the company is not visible to this transaction). */
export async function readCompanyProfile(
  tx: Transaction,
  companyId: string,
): Promise<Omit<CompanyProfile, keyof CompanyImageUrls> | null> {
  const [row] = await tx
    .select({
      name: companies.name,
      description: companyProfiles.description,
      address: companyProfiles.address,
      countryCode: companyProfiles.countryCode,
      website: companyProfiles.website,
      contactEmail: companyProfiles.contactEmail,
      updatedAt: companyProfiles.updatedAt,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return {
    companyId,
    name: row.name,
    description: row.description,
    address: row.address,
    country: row.countryCode ? countryNames(row.countryCode, 'en') : null,
    website: row.website,
    contactEmail: row.contactEmail,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}
