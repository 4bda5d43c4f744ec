import { PERSON_NAME_MAX, phoneNumberSchema } from '@atrium/contract/account';

export interface ProfileValues {
  givenName: string;
  familyName: string;
  phoneNumber: string;
}

export type ProfileErrorKey = 'validation.required' | 'validation.nameTooLong' | 'validation.phone';
export type ProfileErrors = Partial<Record<keyof ProfileValues, ProfileErrorKey>>;

function nameError(value: string): ProfileErrorKey | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.required';
  if (trimmed.length > PERSON_NAME_MAX) return 'validation.nameTooLong';
  return undefined;
}

/** The profile form's errors as translation keys, by the API's own rules (empty when valid). */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const given = nameError(values.givenName);
  if (given) errors.givenName = given;
  const family = nameError(values.familyName);
  if (family) errors.familyName = family;
  if (!phoneNumberSchema.safeParse(values.phoneNumber).success) errors.phoneNumber = 'validation.phone';
  return errors;
}
