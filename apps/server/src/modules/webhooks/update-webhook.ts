import { eq } from 'drizzle-orm';
import type { updateWebhook } from '@atrium/contract/webhooks';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { endpointOf, webhookOf } from './webhook-queries.ts';

export const updateWebhookHandler: OperationHandler<typeof updateWebhook> = async ({
  context,
  params,
  body,
  deps,
}) => {
  const row = await context.withTenant(async (tx) => {
    const current = await endpointOf(tx, context.companyId, params.webhookId);
    const switchedOn = body.enabled && !current.enabled;
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        name: body.name,
        events: body.events,
        enabled: body.enabled,
        ...(switchedOn ? { failuresInARow: 0, disabledForFailuresAt: null } : {}),
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    return updated!;
  });
  await deps.audit.record(context, {
    action: 'webhook.updated',
    target: row.id,
    details: { events: body.events, enabled: body.enabled },
  });
  return webhookOf(row);
};
