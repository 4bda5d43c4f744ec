import { and, eq } from 'drizzle-orm';
import type { ChatConnector } from '@atrium/contract/chat-connectors';
import type { Transaction } from '../../db/database.ts';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import { notFound } from '../../platform/errors/app-error.ts';

export type ConnectorRow = typeof chatConnectors.$inferSelect;

/**
 * The address with its secret hidden: the origin and the last four characters, enough to tell
 * two channels apart. Slack's and Teams' addresses carry their secret in the path and query.
 */
export function maskedUrl(url: string): string {
  const parsed = new URL(url);
  const rest = `${parsed.pathname}${parsed.search}`;
  return `${parsed.origin}/…${rest.length > 12 ? rest.slice(-4) : ''}`;
}

export function chatConnectorOf(row: ConnectorRow): ChatConnector {
  return {
    chatConnectorId: row.id,
    name: row.name,
    kind: row.kind,
    maskedUrl: maskedUrl(row.url),
    language: row.language,
    postDecisions: row.postDecisions,
    postDigest: row.postDigest,
    digestTime: row.digestTime,
    enabled: row.enabled,
    lastStatus: row.lastStatus,
    lastPostedAt: row.lastPostedAt?.toISOString() ?? null,
    failuresInARow: row.failuresInARow,
    disabledForFailuresAt: row.disabledForFailuresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company's connector, or 404 (another company's is not found either). */
export async function connectorOf(
  tx: Transaction,
  companyId: string,
  chatConnectorId: string,
): Promise<ConnectorRow> {
  const [row] = await tx
    .select()
    .from(chatConnectors)
    .where(and(eq(chatConnectors.companyId, companyId), eq(chatConnectors.id, chatConnectorId)));
  if (!row) throw notFound('The chat connector');
  return row;
}
