import { z } from 'zod';
import { countryCodeSchema } from '../company-profile/company-profile-schemas.ts';
import type { DetailValue } from './detail-section-schemas.ts';
import type { DetailField } from './profile-schemas.ts';

/** Longest value of a text and of a long text field. */
export const TEXT_VALUE_MAX = 500;
export const LONG_TEXT_VALUE_MAX = 4000;

const emailSchema = z.email();
const phonePattern = /^\+?[0-9 ()./-]{3,40}$/;
const uuidSchema = z.uuid();

export interface EntryValueIssue {
  fieldId: string;
  message: string;
}

const isEmpty = (value: DetailValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The value checked against its field's type, normalised; or why it does not fit. */
function checkValue(field: DetailField, value: DetailValue): { value: DetailValue } | { message: string } {
  const string = typeof value === 'string' ? value.trim() : null;
  switch (field.type) {
    case 'text':
    case 'long_text': {
      const max = field.type === 'text' ? TEXT_VALUE_MAX : LONG_TEXT_VALUE_MAX;
      if (string === null) return { message: 'must be text' };
      return string.length > max ? { message: `must be at most ${max} characters` } : { value: string };
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value }
        : { message: 'must be a number' };
    case 'date':
      return string !== null && isDate(string)
        ? { value: string }
        : { message: 'must be a date (yyyy-mm-dd)' };
    case 'select':
      return string !== null && field.options.includes(string)
        ? { value: string }
        : { message: 'must be one of the choices' };
    case 'multi_select': {
      if (!Array.isArray(value) || !value.every((choice) => field.options.includes(choice))) {
        return { message: 'must be some of the choices' };
      }
      return { value: field.options.filter((option) => value.includes(option)) };
    }
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : { message: 'must be yes or no' };
    case 'email':
      return string !== null && string.length <= 254 && emailSchema.safeParse(string).success
        ? { value: string }
        : { message: 'must be an e-mail address' };
    case 'phone':
      return string !== null && phonePattern.test(string)
        ? { value: string }
        : { message: 'must be a phone number' };
    case 'country': {
      const parsed = string === null ? null : countryCodeSchema.safeParse(string);
      return parsed?.success ? { value: parsed.data } : { message: 'must be a country' };
    }
    case 'file':
      return Array.isArray(value) && value.every((id) => uuidSchema.safeParse(id).success)
        ? { value: [...new Set(value)] }
        : { message: 'must be uploaded files' };
  }
}

/**
 * Checks an entry's values against the section's fields: every key a field of the section, each
 * value of its field's type, every required field filled. Empty values are dropped. Server and
 * web share it, so the form refuses what the server would.
 */
export function checkEntryValues(
  fields: readonly DetailField[],
  values: Record<string, DetailValue>,
): { values: Record<string, DetailValue>; issues: EntryValueIssue[] } {
  const byId = new Map(fields.map((field) => [field.fieldId, field]));
  const issues: EntryValueIssue[] = [];
  const checked: Record<string, DetailValue> = {};
  for (const fieldId of Object.keys(values)) {
    if (!byId.has(fieldId)) issues.push({ fieldId, message: 'is not a field of this section' });
  }
  for (const field of fields) {
    const value = values[field.fieldId];
    if (isEmpty(value)) {
      if (field.required) issues.push({ fieldId: field.fieldId, message: 'is required' });
      continue;
    }
    const result = checkValue(field, value!);
    if ('message' in result) issues.push({ fieldId: field.fieldId, message: result.message });
    else checked[field.fieldId] = result.value;
  }
  return { values: checked, issues };
}
