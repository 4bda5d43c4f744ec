import { asc, eq } from 'drizzle-orm';
import type { getChatConnectors } from '@atrium/contract/chat-connectors';
import { chatConnectors } from '../../db/schema/chat-connectors.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { chatConnectorOf } from './chat-connector-queries.ts';

export const getChatConnectorsHandler: OperationHandler<typeof getChatConnectors> = async ({ context }) => {
  const rows = await context.withTenant((tx) =>
    tx
      .select()
      .from(chatConnectors)
      .where(eq(chatConnectors.companyId, context.companyId))
      .orderBy(asc(chatConnectors.createdAt)),
  );
  return { chatConnectors: rows.map(chatConnectorOf) };
};
