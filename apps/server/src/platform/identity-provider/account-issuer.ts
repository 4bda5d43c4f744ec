import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';

/*
 * People are keyed by (issuer, subject). The embedded provider's issuer URL follows PUBLIC_URL
 * (http://localhost:$PORT by default), so keying its accounts by that URL cut everybody off from
 * their companies when the server moved to another port or address. Its accounts live in this
 * very database, so one fixed name says "this installation's own provider" wherever it is served.
 * An external provider is keyed by its issuer URL, which it owns and keeps. Decision 014.
 */

/** The issuer recorded for accounts of the embedded provider, whatever PUBLIC_URL is. */
export const EMBEDDED_ACCOUNT_ISSUER = 'urn:atrium:embedded-provider';

/** The issuer the users table keys people by, for the provider in use. */
export function accountIssuer(config: Config): string {
  return config.oidc?.issuer ?? EMBEDDED_ACCOUNT_ISSUER;
}

/**
 * Data from before the fixed name keyed embedded accounts by `<PUBLIC_URL>/oidc`, possibly under
 * several addresses. Re-keys those rows: a row is the embedded provider's when its issuer is an
 * `/oidc` URL and its subject is an account of the provider in this database. Of several such rows
 * of one person (a move already made them a new, empty one) the one with the most memberships
 * wins; a person who already has a row under the fixed name keeps that row.
 * Idempotent; returns how many rows it re-keyed. Runs after the provider's tables are migrated.
 */
export async function adoptEmbeddedAccounts(database: Database): Promise<number> {
  const result = await database.owner.execute<{ id: string }>(sql`
    update users set issuer = ${EMBEDDED_ACCOUNT_ISSUER}, updated_at = now()
    where issuer ~ '^https?://[^/]+(/.*)?/oidc$'
      and subject in (select id::text from idp.accounts)
      and not exists (
        select 1 from users kept where kept.issuer = ${EMBEDDED_ACCOUNT_ISSUER} and kept.subject = users.subject
      )
      and users.id = (
        select newest.id from users newest
        where newest.subject = users.subject and newest.issuer ~ '^https?://[^/]+(/.*)?/oidc$'
        order by (select count(*) from company_members m where m.user_id = newest.id) desc,
          newest.created_at
        limit 1
      )
    returning id`);
  return result.rows.length;
}
