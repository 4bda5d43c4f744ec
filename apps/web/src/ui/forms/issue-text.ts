import type { TFunction } from 'i18next';
import type { SchemaIssue } from './schema-issue.ts';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A schema's complaint in the interface language, with the limit the schema names: an empty
 * value is "required" whatever rule it broke (an unchosen select fails its uuid check), a string
 * too long says how many characters are allowed, a number out of range names the bound. The
 * contract's own messages are English for the API; a field that needs its own words passes them
 * to zodFormValidate as `messages`.
 */
export function issueText(t: TFunction, issue: SchemaIssue): string {
  if ('input' in issue && isEmpty(issue.input)) return t('validation.required');
  const strings = issue.origin === 'string';
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    const max = Number(issue.maximum);
    return strings ? t('validation.tooLong', { max }) : t('validation.atMost', { max });
  }
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    const min = Number(issue.minimum);
    return strings ? t('validation.tooShort', { min }) : t('validation.atLeast', { min });
  }
  return t('validation.invalid');
}
