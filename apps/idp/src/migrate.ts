import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { IdpDatabase } from './database.ts';

export const IDP_MIGRATIONS_TABLE = '__idp_migrations';
const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

interface MigratableDatabase {
  dialect: { migrate(migrations: unknown, session: unknown, config: object): Promise<void> };
  session: unknown;
}

/**
 * Applies the provider's own migrations. Both drizzle migrators (pglite, node-postgres) are this
 * same call on the dialect; calling it directly keeps the provider driver-agnostic.
 */
export async function migrateIdp(db: IdpDatabase): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const { dialect, session } = db as unknown as MigratableDatabase;
  await dialect.migrate(migrations, session, {
    migrationsFolder,
    migrationsTable: IDP_MIGRATIONS_TABLE,
  });
}
