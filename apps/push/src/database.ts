import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// Any Drizzle PostgreSQL handle: PGlite (embedded) or node-postgres (server) drivers alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PushDatabase = PgDatabase<PgQueryResultHKT, any>;
