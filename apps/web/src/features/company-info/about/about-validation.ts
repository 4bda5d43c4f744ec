import {
  updateCompanyProfileBodySchema,
  type UpdateCompanyProfileBody,
} from '@atrium/contract/company-profile';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';

export interface AboutValues {
  name: string;
  description: string;
  address: string;
  countryCode: string | null;
  website: string;
  contactEmail: string;
}

const fields = updateCompanyProfileBodySchema.shape;
const prefix = 'companyInfo.about.validation.';

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

/**
 * Each field's message in the interface language, with the limits the contract's schema sets:
 * shown for the form's own check and for the server's refusal of that field alike.
 */
export function aboutMessages(t: TFunction): Record<keyof AboutValues, string> {
  const tooLong = (schema: unknown) => t(`${prefix}tooLong`, { max: maxLengthOf(schema) });
  return {
    name: t(`${prefix}nameLength`, { min: fields.name.minLength, max: fields.name.maxLength }),
    description: tooLong(fields.description),
    address: tooLong(fields.address),
    countryCode: t(`${prefix}country`),
    website: t(`${prefix}website`),
    contactEmail: t(`${prefix}email`),
  };
}

/** The API's rules (the contract's own schema of the request), checked before anything is sent. */
export function validateAbout(t: TFunction): (values: AboutValues) => FormErrors {
  return zodFormValidate(updateCompanyProfileBodySchema, {
    t,
    toBody: aboutBody,
    messages: aboutMessages(t),
  });
}
