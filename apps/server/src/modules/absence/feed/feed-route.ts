import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedScope } from '@atrium/contract/absence';
import { Modules } from '@atrium/contract/access';
import type { Database } from '../../../db/database.ts';
import { absenceCalendarFeeds, companyMembers } from '../../../db/schema/index.ts';
import { loadPrincipal } from '../../../platform/auth/load-principal.ts';
import { displayNameSql } from '../../people/person-name.ts';
import { allowedScopes, effectiveScope, scopeMembersSql } from './feed-scopes.ts';
import { feedSecretHash } from './feed-secret.ts';
import { icalendar, type FeedEvent } from './ical.ts';

/** Reads per client address and minute: calendar apps poll every few minutes to hours. */
const FEED_LIMIT = { max: 30, timeWindow: 60_000 };
/** Days before today a feed still carries; the future is open. */
const FEED_PAST_DAYS = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The calendar feed (docs/product/absence.md#calendar-feed): a public GET outside the bearer-token
 * API, answered by the secret in its address. The holder's rights are loaded afresh on every read
 * (a disabled person, a membership gone or a company without ABSENCE answers 404; a scope wider
 * than the rights allow now is narrowed). Private leave types are never in a feed: "Away".
 */
export function registerAbsenceFeedRoute(app: FastifyInstance, database: Database): void {
  app.route({
    method: 'GET',
    url: '/feeds/absence/:companyId/:file',
    schema: { hide: true },
    config: { rateLimit: FEED_LIMIT },
    handler: async (request, reply) => {
      const { companyId, file } = request.params as { companyId: string; file: string };
      const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const body =
        UUID.test(companyId) && /^[A-Za-z0-9_-]{43}$/.test(secret)
          ? await feedOf(database, companyId, secret)
          : null;
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  });
}

interface EventRow {
  request_id: string;
  name: string;
  type_name: string | null;
  status: 'approved' | 'pending' | 'rejected' | 'cancelled';
  starts_on: string;
  ends_on: string;
  updated_at: string | Date;
  [key: string]: unknown;
}

async function feedOf(database: Database, companyId: string, secret: string): Promise<string | null> {
  const found = await database.withTenant({ companyId, userId: null }, async (tx) => {
    const [feed] = await tx
      .select({
        id: absenceCalendarFeeds.id,
        memberId: absenceCalendarFeeds.memberId,
        scope: absenceCalendarFeeds.scope,
        userId: companyMembers.userId,
      })
      .from(absenceCalendarFeeds)
      .innerJoin(
        companyMembers,
        and(
          eq(companyMembers.companyId, absenceCalendarFeeds.companyId),
          eq(companyMembers.id, absenceCalendarFeeds.memberId),
        ),
      )
      .where(
        and(
          eq(absenceCalendarFeeds.companyId, companyId),
          eq(absenceCalendarFeeds.secretHash, feedSecretHash(secret)),
        ),
      );
    return feed ?? null;
  });
  if (found === null) return null;
  const principal = await loadPrincipal(database, {
    userId: found.userId,
    companyId,
    companyMemberId: found.memberId,
  });
  const membership = principal?.membership;
  if (!principal || principal.disabled || !membership || !membership.modules.includes(Modules.ABSENCE))
    return null;
  const holder = { companyId, companyMemberId: found.memberId, roles: membership.roles };

  return database.withTenant({ companyId, userId: found.userId }, async (tx) => {
    const scope: FeedScope = effectiveScope(found.scope, await allowedScopes(tx, holder));
    const rows = await tx.execute<EventRow>(sql`
      select r.id as request_id, ${displayNameSql} as name,
        case when t.visibility = 'public' then t.names ->> 'en' end as type_name,
        r.status, r.starts_on::text as starts_on,
        coalesce((select max(d.day) from leave_request_days d where d.request_id = r.id), r.ends_on)::text as ends_on,
        r.updated_at
      from leave_requests r
      join leave_types t on t.company_id = r.company_id and t.id = r.leave_type_id
      join company_members m on m.company_id = r.company_id and m.id = r.member_id
      join users on users.id = m.user_id
      where r.company_id = ${companyId} and r.member_id in (${scopeMembersSql(holder, scope)})
        and r.ends_on >= current_date - ${FEED_PAST_DAYS}::int
      order by r.starts_on, r.id`);
    await tx
      .update(absenceCalendarFeeds)
      .set({ lastReadAt: new Date() })
      .where(eq(absenceCalendarFeeds.id, found.id));
    const events: FeedEvent[] = rows.rows.map((row) => ({
      uid: `leave-${row.request_id}@atrium`,
      start: row.starts_on,
      end: row.ends_on < row.starts_on ? row.starts_on : row.ends_on,
      summary: `${row.name}: ${row.type_name ?? 'Away'}`,
      status: row.status === 'approved' ? 'CONFIRMED' : row.status === 'pending' ? 'TENTATIVE' : 'CANCELLED',
      updatedAt: new Date(row.updated_at),
    }));
    return icalendar('Atrium absences', events);
  });
}
