// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../webhooks/webhook-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createWebhook: OperationAddress<typeof operations.createWebhook> = {
  operationId: 'webhooks_CreateWebhook',
  method: 'POST',
  path: '/api/Webhooks',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteWebhook: OperationAddress<typeof operations.deleteWebhook> = {
  operationId: 'webhooks_DeleteWebhook',
  method: 'DELETE',
  path: '/api/Webhooks/:webhookId',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getWebhookDeliveries: OperationAddress<typeof operations.getWebhookDeliveries> = {
  operationId: 'webhooks_GetWebhookDeliveries',
  method: 'GET',
  path: '/api/Webhooks/:webhookId/deliveries',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getWebhooks: OperationAddress<typeof operations.getWebhooks> = {
  operationId: 'webhooks_GetWebhooks',
  method: 'GET',
  path: '/api/Webhooks',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const retryWebhookDelivery: OperationAddress<typeof operations.retryWebhookDelivery> = {
  operationId: 'webhooks_RetryWebhookDelivery',
  method: 'POST',
  path: '/api/Webhooks/:webhookId/deliveries/:deliveryId/retry',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateWebhook: OperationAddress<typeof operations.updateWebhook> = {
  operationId: 'webhooks_UpdateWebhook',
  method: 'PUT',
  path: '/api/Webhooks/:webhookId',
  tag: 'Webhooks',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
