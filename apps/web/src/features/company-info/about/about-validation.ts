import {
  COMPANY_ADDRESS_MAX,
  COMPANY_DESCRIPTION_MAX,
  companyContactEmailSchema,
  isCountryCode,
  isWebsiteUrl,
  type UpdateCompanyProfileBody,
} from '@atrium/contract/company-profile';
import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, companyNameSchema } from '@atrium/contract/companies';

export interface AboutValues {
  name: string;
  description: string;
  address: string;
  countryCode: string | null;
  website: string;
  contactEmail: string;
}

/** A translation key with its values, so the form shows the message in the current language. */
export interface AboutError {
  key: string;
  values?: Record<string, number>;
}

export type AboutErrors = Partial<Record<keyof AboutValues, AboutError>>;

const prefix = 'companyInfo.about.validation.';

/** The API's rules (the same contract schemas), checked before anything is sent. */
export function validateAbout(values: AboutValues): AboutErrors {
  const errors: AboutErrors = {};
  if (!companyNameSchema.safeParse(values.name).success) {
    errors.name = { key: `${prefix}nameLength`, values: { min: COMPANY_NAME_MIN, max: COMPANY_NAME_MAX } };
  }
  if (values.description.trim().length > COMPANY_DESCRIPTION_MAX) {
    errors.description = { key: `${prefix}tooLong`, values: { max: COMPANY_DESCRIPTION_MAX } };
  }
  if (values.address.trim().length > COMPANY_ADDRESS_MAX) {
    errors.address = { key: `${prefix}tooLong`, values: { max: COMPANY_ADDRESS_MAX } };
  }
  if (values.countryCode !== null && !isCountryCode(values.countryCode)) {
    errors.countryCode = { key: `${prefix}country` };
  }
  const website = values.website.trim();
  if (website !== '' && !isWebsiteUrl(website)) errors.website = { key: `${prefix}website` };
  const email = values.contactEmail.trim();
  if (email !== '' && !companyContactEmailSchema.safeParse(email).success) {
    errors.contactEmail = { key: `${prefix}email` };
  }
  return errors;
}

/** What the form sends: every field, trimmed, an empty one as null (clears it). */
export function aboutBody(values: AboutValues): UpdateCompanyProfileBody {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    address: orNull(values.address),
    countryCode: values.countryCode,
    website: orNull(values.website),
    contactEmail: orNull(values.contactEmail),
  };
}

/** The error the API named for a field (`body.website`), as the form's own message. */
export function errorForServerField(field: keyof AboutValues): AboutError {
  switch (field) {
    case 'name':
      return { key: `${prefix}nameLength`, values: { min: COMPANY_NAME_MIN, max: COMPANY_NAME_MAX } };
    case 'description':
      return { key: `${prefix}tooLong`, values: { max: COMPANY_DESCRIPTION_MAX } };
    case 'address':
      return { key: `${prefix}tooLong`, values: { max: COMPANY_ADDRESS_MAX } };
    case 'countryCode':
      return { key: `${prefix}country` };
    case 'website':
      return { key: `${prefix}website` };
    case 'contactEmail':
      return { key: `${prefix}email` };
  }
}
