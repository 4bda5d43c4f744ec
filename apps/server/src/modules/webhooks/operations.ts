import {
  createWebhook,
  deleteWebhook,
  getWebhookDeliveries,
  getWebhooks,
  retryWebhookDelivery,
  updateWebhook,
} from '@atrium/contract/webhooks';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createWebhookHandler } from './create-webhook.ts';
import { deleteWebhookHandler } from './delete-webhook.ts';
import { getWebhookDeliveriesHandler } from './get-webhook-deliveries.ts';
import { getWebhooksHandler } from './get-webhooks.ts';
import { retryWebhookDeliveryHandler } from './retry-webhook-delivery.ts';
import { updateWebhookHandler } from './update-webhook.ts';

/** Webhook endpoints and their deliveries (docs/product/integrations.md#webhooks). */
export const webhookOperations = defineModuleOperations({
  [getWebhooks.operationId]: { operation: getWebhooks, handler: getWebhooksHandler },
  [createWebhook.operationId]: { operation: createWebhook, handler: createWebhookHandler },
  [updateWebhook.operationId]: { operation: updateWebhook, handler: updateWebhookHandler },
  [deleteWebhook.operationId]: { operation: deleteWebhook, handler: deleteWebhookHandler },
  [getWebhookDeliveries.operationId]: {
    operation: getWebhookDeliveries,
    handler: getWebhookDeliveriesHandler,
  },
  [retryWebhookDelivery.operationId]: {
    operation: retryWebhookDelivery,
    handler: retryWebhookDeliveryHandler,
  },
});
