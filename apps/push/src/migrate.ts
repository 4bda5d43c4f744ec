import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PushDatabase } from './database.ts';

export const PUSH_MIGRATIONS_TABLE = '__push_migrations';
const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

interface MigratableDatabase {
  dialect: { migrate(migrations: unknown, session: unknown, config: object): Promise<void> };
  session: unknown;
}

/**
 * Applies the push service's own migrations with their own migrations table. Both drizzle
 * migrators (pglite, node-postgres) are this same call on the dialect.
 */
export async function migratePush(db: PushDatabase): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const { dialect, session } = db as unknown as MigratableDatabase;
  await dialect.migrate(migrations, session, {
    migrationsFolder,
    migrationsTable: PUSH_MIGRATIONS_TABLE,
  });
}
