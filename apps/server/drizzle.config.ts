import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: `npm run db:generate` runs drizzle-kit from there.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/migrations',
  strict: true,
  verbose: true,
});
