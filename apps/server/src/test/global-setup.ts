import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresTemplate } from './database-template.ts';

/**
 * Vitest global setup of the `node` and `node-postgres` projects: runs the migrations once per test
 * run into a template database, which every API test file then copies (createTestDatabase). The
 * project's own TEST_DATABASE_URL decides the engine, as it does for the test files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.TEST_DATABASE_URL || undefined;
  const template = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide('serverDatabaseTemplate', template);
  return async () => {
    if (template.kind === 'pglite') await rm(template.file, { force: true });
    else if (serverUrl) await dropPostgresTemplate(serverUrl, template.name);
  };
}
