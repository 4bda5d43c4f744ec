import { updateProfileBodySchema } from '@atrium/contract/account';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';

export interface ProfileValues {
  givenName: string;
  familyName: string;
  phoneNumber: string;
}

/** The request body: trimmed names, an empty phone number as none. */
export function profileBody(values: ProfileValues) {
  return {
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    phoneNumber: values.phoneNumber.trim() || null,
  };
}

/** The phone number's rule in words; the names use the generic texts with the contract's limit. */
export function profileMessages(t: TFunction): Partial<Record<keyof ProfileValues, string>> {
  return { phoneNumber: t('validation.phone') };
}

/** The profile form's check: the contract's own request schema. */
export function validateProfile(t: TFunction): (values: ProfileValues) => FormErrors {
  return zodFormValidate(updateProfileBodySchema, { t, toBody: profileBody, messages: profileMessages(t) });
}
