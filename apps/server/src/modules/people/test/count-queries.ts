import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';

/**
 * Test-only: records the SQL of every statement Drizzle sends, on both drivers, by wrapping the
 * prepared-query classes' execute/all. Returns the log and a function that restores the classes.
 */
export function recordQueries(): { statements: string[]; restore(): void } {
  const statements: string[] = [];
  const restores: (() => void)[] = [];
  for (const klass of [PglitePreparedQuery, NodePgPreparedQuery] as unknown as {
    prototype: Record<'execute' | 'all', (...args: unknown[]) => unknown>;
  }[]) {
    for (const method of ['execute', 'all'] as const) {
      const original = klass.prototype[method];
      klass.prototype[method] = function (
        this: { queryString?: string; rawQueryConfig?: { text: string } },
        ...args
      ) {
        statements.push(this.queryString ?? this.rawQueryConfig?.text ?? '?');
        return original.apply(this, args);
      };
      restores.push(() => {
        klass.prototype[method] = original;
      });
    }
  }
  return { statements, restore: () => restores.forEach((restore) => restore()) };
}

/**
 * The statements a request ran inside its tenant transaction: after the set_config that opens
 * it, without BEGIN/COMMIT (node-postgres sends those as statements, PGlite does not).
 */
export function tenantStatements(statements: readonly string[]): string[] {
  const start = statements.findIndex((text) => text.includes("set_config('app.company_id'"));
  if (start < 0) return [];
  return statements.slice(start + 1).filter((text) => !/^\s*(begin|commit|rollback)\b/i.test(text));
}
