import { COMPANY_NAME_MAX, COMPANY_NAME_MIN } from '@atrium/contract/companies';

/** The translation key of what is wrong with a company name, or null (same rule as the API). */
export function companyNameError(
  name: string,
): 'validation.required' | 'validation.companyNameLength' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.required';
  if (trimmed.length < COMPANY_NAME_MIN || trimmed.length > COMPANY_NAME_MAX)
    return 'validation.companyNameLength';
  return null;
}
