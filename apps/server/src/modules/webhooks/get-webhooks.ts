import { asc, eq } from 'drizzle-orm';
import type { getWebhooks } from '@atrium/contract/webhooks';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { webhookOf } from './webhook-queries.ts';

export const getWebhooksHandler: OperationHandler<typeof getWebhooks> = async ({ context }) => {
  const rows = await context.withTenant((tx) =>
    tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, context.companyId))
      .orderBy(asc(webhookEndpoints.createdAt)),
  );
  return { webhooks: rows.map(webhookOf) };
};
