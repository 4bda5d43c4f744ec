import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatConnectorLanguage } from '@atrium/contract/chat-connectors';
import type { Transaction } from '../../db/database.ts';
import { chatConnectors, chatDeliveries } from '../../db/schema/chat-connectors.ts';
import { companyMembers, leaveRequests, leaveTypes, users } from '../../db/schema/index.ts';
import { decisionMessage, type DecidedLeave } from './chat-message-format.ts';

export interface ChatDecisionEvent {
  companyId: string;
  eventId: string;
  kind: string;
  params: Record<string, string>;
  subjectUserIds?: readonly string[] | undefined;
}

/**
 * The request a `leave.request_decided` event reports, read in the event's transaction: the
 * requester's (the event's subject) request of those dates as it now stands, the one just changed.
 * A refused ask to cancel or shorten changes nothing anyone sees and answers null.
 */
async function decidedLeave(tx: Transaction, event: ChatDecisionEvent) {
  const userIds = event.subjectUserIds ?? [];
  if (userIds.length === 0 || !event.params.startsOn) return null;
  const approved = event.params.state === 'approved';
  const [row] = await tx
    .select({
      request: leaveRequests,
      personName: sql<string>`coalesce(${users.name}, ${users.email})`,
      typeNames: leaveTypes.names,
      visibility: leaveTypes.visibility,
    })
    .from(leaveRequests)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, leaveRequests.companyId),
        eq(companyMembers.id, leaveRequests.memberId),
      ),
    )
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(
      leaveTypes,
      and(eq(leaveTypes.companyId, leaveRequests.companyId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
    )
    .where(
      and(
        eq(leaveRequests.companyId, event.companyId),
        inArray(companyMembers.userId, [...userIds]),
        eq(leaveRequests.startsOn, event.params.startsOn),
        inArray(leaveRequests.status, approved ? ['approved', 'cancelled'] : ['rejected', 'approved']),
      ),
    )
    .orderBy(desc(leaveRequests.updatedAt))
    .limit(1);
  if (!row) return null;
  const { request } = row;
  const outcome =
    request.status === 'cancelled'
      ? 'cancelled'
      : request.status === 'rejected'
        ? 'refused'
        : approved
          ? 'approved'
          : null;
  if (!outcome) return null;
  return { ...row, outcome } as const;
}

/**
 * A message per enabled connector that posts decisions, written in the event's own transaction
 * so it exists exactly when the decision does, one per event and connector. The type is named
 * only when it is public: a private one reads "away" (docs/product/integrations.md#chat).
 */
export async function recordChatDecision(tx: Transaction, event: ChatDecisionEvent): Promise<string[]> {
  if (event.kind !== 'leave.request_decided') return [];
  const connectors = await tx
    .select({ id: chatConnectors.id, kind: chatConnectors.kind, language: chatConnectors.language })
    .from(chatConnectors)
    .where(
      and(
        eq(chatConnectors.companyId, event.companyId),
        eq(chatConnectors.enabled, true),
        eq(chatConnectors.postDecisions, true),
      ),
    );
  if (connectors.length === 0) return [];
  const found = await decidedLeave(tx, event);
  if (!found) return [];
  const leaveIn = (language: ChatConnectorLanguage): DecidedLeave => ({
    outcome: found.outcome,
    personName: found.personName,
    typeName: found.visibility === 'private' ? null : (found.typeNames[language] ?? found.typeNames.en),
    startsOn: found.request.startsOn,
    endsOn: found.request.endsOn,
    part: found.request.part,
    startMinute: found.request.startMinute,
    endMinute: found.request.endMinute,
  });
  const rows = await tx
    .insert(chatDeliveries)
    .values(
      connectors.map((connector) => ({
        companyId: event.companyId,
        connectorId: connector.id,
        kind: 'decision' as const,
        eventId: event.eventId,
        payload: JSON.stringify(
          decisionMessage(connector.kind, connector.language, leaveIn(connector.language)),
        ),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: chatDeliveries.id });
  return rows.map((row) => row.id);
}
