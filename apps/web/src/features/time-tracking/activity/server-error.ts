import { isApiError } from '../../../api/api-error.ts';

export interface ServerErrorView {
  /** A 409: the server's message names the activity it clashes with. */
  conflict: string | null;
  /** Field → the server's message, for the fields the form shows. */
  fields: Record<string, string>;
  /** Anything else, with the server's message when there is one. */
  other: string | null;
}

/** How a failed save is shown: overlap above the form, field messages under their fields. */
export function serverErrorView(error: unknown, fieldMap: Readonly<Record<string, string>>): ServerErrorView {
  if (!isApiError(error)) return { conflict: null, fields: {}, other: error ? String(error) : null };
  if (error.status === 409) return { conflict: error.message, fields: {}, other: null };
  const fields: Record<string, string> = {};
  for (const field of error.fields) {
    const name = fieldMap[field.path];
    if (name && !fields[name]) fields[name] = field.message;
  }
  const shown = Object.keys(fields).length > 0;
  return { conflict: null, fields, other: shown ? null : error.message };
}
