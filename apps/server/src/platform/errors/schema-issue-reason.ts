import { errorReason, type ErrorReason } from '@atrium/contract/errors';

/** A request schema's complaint about one field, as the zod type provider hands it over. */
export interface SchemaIssue {
  /** The zod issue code: too_big, too_small, invalid_format, invalid_type, … */
  keyword?: string;
  params?: { origin?: unknown; maximum?: unknown; minimum?: unknown; format?: unknown };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

/**
 * What a field error of schema validation means, for the reader's language (decision 081): an
 * empty value is "required" whatever rule it broke, a text too long or too short names its limit,
 * a number out of range its bound, an e-mail or a date says what was expected; anything else is
 * "not valid". The English message stays beside it for other clients. A refinement's issue has
 * none: its message is particular to its operation, and the web writes its generic text instead.
 */
export function schemaIssueReason(issue: SchemaIssue, value: unknown): ErrorReason | undefined {
  if (issue.keyword === 'custom') return undefined;
  if (isEmpty(value)) return errorReason('validation.required', {});
  const params = issue.params ?? {};
  const text = params.origin === 'string';
  if (issue.keyword === 'too_big' && params.maximum !== undefined) {
    const max = Number(params.maximum);
    return text ? errorReason('validation.tooLong', { max }) : errorReason('validation.atMost', { max });
  }
  if (issue.keyword === 'too_small' && params.minimum !== undefined) {
    const min = Number(params.minimum);
    return text ? errorReason('validation.tooShort', { min }) : errorReason('validation.atLeast', { min });
  }
  if (issue.keyword === 'invalid_format' && params.format === 'email')
    return errorReason('validation.email', {});
  if (issue.keyword === 'invalid_format' && DATE_FORMATS.has(String(params.format)))
    return errorReason('validation.date', {});
  return errorReason('validation.invalid', {});
}
