import type { ReactNode } from 'react';
import { isApiError, type ApiError } from '../../api/api-error.ts';

/** What applyServerFieldErrors needs of a @mantine/form form. */
export interface FieldErrorTarget {
  getValues: () => object;
  setFieldError: (path: never, error: ReactNode) => void;
}

export interface ServerFieldErrorOptions {
  /** Server path → form field where they differ (`body.startAt` → `start`). */
  fields?: Readonly<Record<string, string>>;
  /**
   * A form field's own words instead of the server's message (which is English): a text, or a
   * choice by the error (a 409 "taken" reads differently from a 400 "too long").
   */
  messages?: Readonly<Record<string, string | ((serverMessage: string, error: ApiError) => string)>>;
}

function hasField(values: object, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/**
 * Puts the fields an API error names (`{ error: { fields: [{ path: 'body.name', message }] } }`)
 * under the form's fields: `body.name` lands on `name` unless `fields` maps it elsewhere. Only the
 * first message of a field is shown, and only fields the form has. Returns whether any landed,
 * so the caller shows the error above the form when none did.
 */
export function applyServerFieldErrors(
  form: FieldErrorTarget,
  error: unknown,
  { fields = {}, messages = {} }: ServerFieldErrorOptions = {},
): boolean {
  if (!isApiError(error)) return false;
  const values = form.getValues();
  const set = new Set<string>();
  for (const { path, message } of error.fields) {
    const field = fields[path] ?? (path.startsWith('body.') ? path.slice('body.'.length) : null);
    if (field === null || set.has(field) || !hasField(values, field)) continue;
    set.add(field);
    const own = messages[field];
    form.setFieldError(field as never, typeof own === 'function' ? own(message, error) : (own ?? message));
  }
  return set.size > 0;
}
