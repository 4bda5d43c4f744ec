import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { OperationDefinition } from '@atrium/contract/operations';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { inject, type InjectOptions } from './inject.ts';
import { createQueryLog, type QueryLog } from './query-log.ts';
import { createTestCompany, tokenFor, type TestCompany, type TestPerson } from './tenant-fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface ApiTest {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Statements the database ran (see query-log.ts). */
  readonly queries: QueryLog;
  /** A fresh company (all modules unless told otherwise) with an OWNER, an ADMIN and a MEMBER. */
  company(options?: Parameters<typeof createTestCompany>[1]): Promise<TestCompany>;
  /** An access token for `person`, as a signed-in browser would hold it. */
  signIn(person: TestPerson): Promise<string>;
  inject<Op extends OperationDefinition>(
    operation: Op,
    options?: InjectOptions<Op>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The usual frame of an API test file: a fresh database copied from the migrated template and the
 * app built on it before the file's tests, both closed after. Call at the top of a file or describe.
 */
export function useApiTest(options: Omit<Parameters<typeof createTestApp>[0], 'database'> = {}): ApiTest {
  const queries = createQueryLog();
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ logger: queries.logger });
    testApp = await createTestApp({ ...options, database: queries.track(database) });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside tests and hooks`);
    return value;
  };
  return {
    get app() {
      return ready(testApp, 'The app').app;
    },
    get database() {
      return ready(database, 'The database');
    },
    queries,
    company: (companyOptions) => createTestCompany(ready(database, 'The database'), companyOptions),
    signIn: (person) => tokenFor(ready(testApp, 'The app').app, person),
    inject: (operation, injectOptions) => inject(ready(testApp, 'The app').app, operation, injectOptions),
  };
}
