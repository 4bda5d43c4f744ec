import { defineConfig } from 'drizzle-kit';

// The provider's own migrations: generated from src/schema.ts into ./migrations and applied by
// migrateIdp() with its own migrations table (__idp_migrations), independent of the API's.
// Run from apps/idp: `npm run db:generate -w @atrium/idp`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
  schemaFilter: ['idp'],
});
