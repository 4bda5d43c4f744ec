import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, releaseTemplate } from './database-template.ts';

/**
 * Vitest global setup of the `node` and `node-postgres` projects: runs the migrations once per test
 * run into a template database, which every API test file then copies (createTestDatabase). The
 * project's own TEST_DATABASE_URL decides the engine, as it does for the test files. Outside CI the
 * template is kept for the next run while the migrations stay as they are (template-cache.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.TEST_DATABASE_URL || undefined;
  const template = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide('serverDatabaseTemplate', template);
  return () => releaseTemplate(template, serverUrl);
}
