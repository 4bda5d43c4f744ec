import type { OperationDefinition } from './define-operation.ts';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL path of an operation: its contract path with `:name` segments filled from `params`
 * (URL-encoded) and `query` appended. A missing path parameter is a programming error and throws
 * rather than calling `/api/Things/undefined`.
 */
export function operationUrl(
  operation: Pick<OperationDefinition, 'operationId' | 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = operation.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${operation.operationId}: path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const value = raw as QueryValue;
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
