import { defineConfig } from 'drizzle-kit';

// The provider's own migrations: generated from src/schema.ts into ./migrations and applied by
// migrateIdp() with its own migrations table (__idp_migrations), independent of the API's.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/idp/src/schema.ts',
  out: './apps/idp/migrations',
  schemaFilter: ['idp'],
});
