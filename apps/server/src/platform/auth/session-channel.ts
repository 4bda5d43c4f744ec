import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/**
 * NOTIFY channel announcing ended sign-in sessions, so that every API instance ends what was
 * authorised by them and is still open (notification streams). Payload: `<userId>` when all the
 * person's sessions ended, `<userId>:<familyId>` when one did.
 */
export const SESSIONS_ENDED_CHANNEL = 'atrium_sessions_ended';

type EndedSessions = { userId: string } | { userId: string; familyId: string };

/** Announces, on commit, that these sessions ended (any instance's listeners hear it). */
export async function notifySessionsEnded(tx: Transaction, ended: EndedSessions): Promise<void> {
  const payload = 'familyId' in ended ? `${ended.userId}:${ended.familyId}` : ended.userId;
  await tx.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${payload})`);
}

/** The payload read back: whose sessions ended, and which one (null: all of them). */
export function endedSessionsOf(payload: string): { userId: string; familyId: string | null } | null {
  const [userId, familyId] = payload.split(':');
  if (!userId) return null;
  return { userId, familyId: familyId ?? null };
}
