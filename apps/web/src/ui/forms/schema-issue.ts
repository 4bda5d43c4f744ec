/**
 * The part of a zod schema the form helpers use, written out so that the web app needs no zod
 * of its own: the contract's schemas (zod 4) fit it as they are.
 */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** The value that failed, present when parsed with `reportInput`. */
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

export interface ParsableSchema {
  safeParse(
    input: unknown,
    params?: { reportInput?: boolean },
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** `['items', 0, 'name']` → `items.0.name`, the way @mantine/form names a field. */
export function issuePath(issue: Pick<SchemaIssue, 'path'>): string {
  return issue.path.map((segment) => String(segment)).join('.');
}
