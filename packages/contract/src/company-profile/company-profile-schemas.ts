import { z } from 'zod';
import { companyNameSchema } from '../companies/company-schemas.ts';
import { isCountryCode } from './country-codes.ts';

export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_ADDRESS_MAX = 300;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_EMAIL_MAX = 254;

/** An absolute http(s) address of a named host (no credentials): what a "website" field means. */
export function isWebsiteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname.replace(/^xn--/, ''))
  );
}

const tooLong = (max: number) => `must be at most ${max} characters`;

export const companyDescriptionSchema = z
  .string()
  .trim()
  .max(COMPANY_DESCRIPTION_MAX, tooLong(COMPANY_DESCRIPTION_MAX));
export const companyAddressSchema = z.string().trim().max(COMPANY_ADDRESS_MAX, tooLong(COMPANY_ADDRESS_MAX));
export const companyWebsiteSchema = z
  .string()
  .trim()
  .max(COMPANY_WEBSITE_MAX, tooLong(COMPANY_WEBSITE_MAX))
  .refine(isWebsiteUrl, 'must be an http:// or https:// address');
export const companyContactEmailSchema = z
  .string()
  .trim()
  .max(COMPANY_EMAIL_MAX, tooLong(COMPANY_EMAIL_MAX))
  .pipe(z.email('must be an e-mail address'));
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'must be a known ISO 3166-1 alpha-2 country code');

/**
 * The about page's editable fields. A field left out keeps its value; null clears it. The name
 * is the company's own name (companies.name), the rest live in company_profiles.
 */
export const updateCompanyProfileBodySchema = z.object({
  name: companyNameSchema,
  description: companyDescriptionSchema.nullable().optional(),
  address: companyAddressSchema.nullable().optional(),
  countryCode: countryCodeSchema.nullable().optional(),
  website: companyWebsiteSchema.nullable().optional(),
  contactEmail: companyContactEmailSchema.nullable().optional(),
});
export type UpdateCompanyProfileBody = z.input<typeof updateCompanyProfileBodySchema>;

export const countrySchema = z.object({
  countryIsoCode: z.string(),
  countryName: z.string(),
  countryNativeName: z.string(),
});

export const companyProfileSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  /** Names in English and in the country's own language; the web shows them in its language. */
  country: countrySchema.nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** Company thumbnail (logo) and cover, when uploaded. */
  thumbnailUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
