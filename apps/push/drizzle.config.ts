import { defineConfig } from 'drizzle-kit';

// The push service's own migrations: generated from src/schema.ts into ./migrations and applied by
// migratePush() with its own migrations table (__push_migrations), independent of the API's.
// Run from apps/push: `npm run db:generate -w @atrium/push`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
  schemaFilter: ['push'],
});
