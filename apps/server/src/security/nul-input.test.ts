import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationDefinition } from '@atrium/contract/operations';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { exampleFor } from '../test/operation-examples.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { call, createTestCompany, errorOf, type TestPerson } from '../test/tenant-fixtures.ts';

/*
 * A NUL character (U+0000) in any text field or search of any operation — read from the contract,
 * so an operation added later is covered without editing this file — answers 400 naming the
 * field, never 500 (PostgreSQL text cannot hold it) and never a half-written record.
 */

const NUL = 'a\u0000b';
const ID = '00000000-0000-4000-8000-000000000001';

/** Paths of the string leaves of a generated example: where a person could type text. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withNul(value: unknown, path: string[]): unknown {
  if (path.length === 0) return NUL;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === head ? withNul(item, rest) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withNul(record[head!], rest) };
}

interface NulRequest {
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  field: string;
}

/** The operation's request with NUL in its first text field; null when it takes no text. */
function nulRequest(operation: OperationDefinition): NulRequest | null {
  const url = operation.path.replace(/:(\w+)/g, ID);
  // Optional searches are part of the surface too (a hint makes the generator include them).
  const hints = { search: 'text', q: 'text', description: 'text' };
  const body = operation.request?.body;
  const querySchema = operation.request?.query;
  if (body) {
    const example = exampleFor(body, hints);
    const [first] = example === null ? [] : stringPaths(example);
    if (first && first.length > 0)
      return { url, body: withNul(example, first), field: ['body', ...first].join('.') };
  }
  if (querySchema) {
    const example = exampleFor(querySchema, hints) as Record<string, unknown> | null;
    const textKey = Object.entries(example ?? {}).find(([, value]) => typeof value === 'string')?.[0];
    if (textKey) {
      const query = Object.fromEntries(Object.entries(example!).map(([key, value]) => [key, String(value)]));
      return { url, query: { ...query, [textKey]: NUL }, field: `query.${textKey}` };
    }
  }
  return null;
}

describe('V2.2.1 NUL characters in any operation', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let caller: TestPerson;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    const company = await createTestCompany(database);
    caller = company.owner;
    // Owner of a company with every module and holder of both global roles: the gate lets it
    // reach every operation's input checks.
    await database.owner
      .update(users)
      .set({ globalRoles: ['SUPERADMIN', 'TRANSLATOR'] })
      .where(eq(users.id, caller.userId));
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  const withText = operations
    .map((operation) => ({ operation, request: nulRequest(operation) }))
    .filter(
      (entry): entry is { operation: OperationDefinition; request: NulRequest } => entry.request !== null,
    );

  it('V2.2.1 finds text fields in the contract to try', () => {
    expect(withText.length).toBeGreaterThan(10);
  });

  it.each(withText.map((entry) => [entry.operation.operationId, entry] as const))(
    'V2.2.1 %s answers 400 naming the field that carries NUL',
    async (_id, { operation, request }) => {
      // Raw on purpose: the request carries a NUL wherever the contract takes text, path included.
      const response = await call(testApp.app, {
        method: operation.method,
        url: request.url,
        as: caller,
        ...(request.query ? { query: request.query } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toContain(request.field);
    },
  );
});
