import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { issueText } from './issue-text.ts';
import { issuePath, type ParsableSchema, type SchemaIssue } from './schema-issue.ts';

export interface ZodFormValidateOptions<Values> {
  t: TFunction;
  /**
   * The request body the form would send, when the form's values are not already its shape
   * (a number field that is empty, a date and times that become instants).
   */
  toBody?: (values: Values) => unknown;
  /** Body field → form field where the names differ (`startAt` → `start`). */
  fields?: Readonly<Record<string, string>>;
  /** A form field's own words, instead of the generic text of issueText. */
  messages?: Readonly<Record<string, string | ((issue: SchemaIssue) => string)>>;
}

/**
 * A @mantine/form `validate` function from a contract schema: the form is checked by the same
 * rules, limits and all, that the API applies to the request, so no limit is written twice.
 * The first issue of a field is its message; issues on fields the form does not show are left
 * for the server to report.
 */
export function zodFormValidate<Values>(
  schema: ParsableSchema,
  { t, toBody, fields = {}, messages = {} }: ZodFormValidateOptions<Values>,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toBody ? toBody(values) : values, { reportInput: true });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issuePath(issue);
      const field = fields[path] ?? path;
      if (field in errors) continue;
      const own = messages[field];
      errors[field] = typeof own === 'function' ? own(issue) : (own ?? issueText(t, issue));
    }
    return errors;
  };
}
