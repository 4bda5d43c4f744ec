import { sql } from 'drizzle-orm';
import type { UnreadCount } from '@atrium/contract/notifications';
import type { Database } from '../../db/database.ts';

/** How long the counts asked for are gathered before one statement answers them all. */
const GATHER_MS = 25;
/** People per statement: a burst on a big instance is answered in a few statements, not one huge one. */
const PEOPLE_PER_STATEMENT = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Waiting {
  resolve(counts: UnreadCount): void;
  reject(error: unknown): void;
}

/** The people of one company whose open streams asked for their counts, and who waits for each. */
interface Gathering {
  companyId: string | null;
  people: Map<string, Waiting[]>;
}

export type CountUnread = (who: { userId: string; companyId: string | null }) => Promise<UnreadCount>;

/**
 * The open notification streams' unread counts, a burst at a time: an event for a thousand people
 * made each of their streams count in a tenant transaction of its own, a thousand transactions
 * queueing for ten pooled connections (docs/performance.md, a company's morning). The streams of
 * one company that ask within a moment are answered by one statement.
 *
 * The statement reads each person's own notifications in every company, as the per-person policy
 * (`notifications_own_read`) lets them in their own transaction, and it runs on the owner connection
 * because no single tenant setting covers several people. Each person's id is in the statement and
 * each answer goes only to that person's streams; the ids come from the streams' verified tokens.
 * The counts are those of `unreadCounts` (get-unread-count.ts), which the request still uses.
 */
export function createUnreadBatches(database: Database, gatherMs = GATHER_MS): CountUnread {
  const gatherings = new Map<string, Gathering>();

  const answer = async ({ companyId, people }: Gathering) => {
    const ids = [...people.keys()];
    for (let start = 0; start < ids.length; start += PEOPLE_PER_STATEMENT) {
      const chunk = ids.slice(start, start + PEOPLE_PER_STATEMENT);
      try {
        const counts = await countFor(database, companyId, chunk);
        for (const userId of chunk) {
          const found = counts.get(userId) ?? { unreadCount: 0, otherCompaniesUnread: 0 };
          for (const waiting of people.get(userId) ?? []) waiting.resolve(found);
        }
      } catch (error) {
        for (const userId of chunk) for (const waiting of people.get(userId) ?? []) waiting.reject(error);
      }
    }
  };

  return (who) => {
    if (!UUID.test(who.userId) || (who.companyId !== null && !UUID.test(who.companyId))) {
      return Promise.reject(new TypeError('not a person or company id'));
    }
    const key = who.companyId ?? '';
    let gathering = gatherings.get(key);
    if (!gathering) {
      const started: Gathering = { companyId: who.companyId, people: new Map() };
      gatherings.set(key, started);
      setTimeout(() => {
        gatherings.delete(key);
        void answer(started);
      }, gatherMs);
      gathering = started;
    }
    // As the database writes a uuid as text, so that the answer finds its person.
    const userId = who.userId.toLowerCase();
    const waiting = gathering.people.get(userId) ?? [];
    gathering.people.set(userId, waiting);
    return new Promise<UnreadCount>((resolve, reject) => waiting.push({ resolve, reject }));
  };
}

/**
 * Per person: unread in the company (and in companies they are no active member of, such as an
 * invitation's), and unread in their other active companies; archived ones are out.
 */
async function countFor(
  database: Database,
  companyId: string | null,
  userIds: string[],
): Promise<Map<string, UnreadCount>> {
  const people = `{${userIds.join(',')}}`;
  const result = await database.owner.execute(sql`
    select p.user_id::text as user_id,
           (count(n.id) filter (where n.company_id is not distinct from ${companyId}::uuid or m.company_id is null))::int as unread,
           (count(n.id) filter (where n.company_id is distinct from ${companyId}::uuid and m.company_id is not null))::int as others
    from unnest(${people}::uuid[]) as p(user_id)
    left join notifications n on n.user_id = p.user_id and n.read_at is null and n.archived_at is null
    left join company_members m on m.user_id = n.user_id and m.company_id = n.company_id and m.status = 'ACTIVE'
    group by p.user_id`);
  const rows = result.rows as { user_id: string; unread: number; others: number }[];
  return new Map(
    rows.map((row) => [row.user_id, { unreadCount: row.unread, otherCompaniesUnread: row.others }]),
  );
}
