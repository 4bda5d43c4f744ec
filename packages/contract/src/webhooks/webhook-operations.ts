import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookSchema,
} from './webhook-schemas.ts';

const access = { kind: 'member', roles: ADMIN_ROLES } as const;

export const getWebhooks = defineOperation({
  operationId: 'webhooks_GetWebhooks',
  method: 'GET',
  path: '/api/Webhooks',
  summary: "The company's webhook endpoints",
  tag: 'Webhooks',
  response: { schema: webhookListSchema },
  access,
});

export const createWebhook = defineOperation({
  operationId: 'webhooks_CreateWebhook',
  method: 'POST',
  path: '/api/Webhooks',
  summary: 'Register an https endpoint for some of the company’s events',
  description:
    'Each delivery is a POST signed as Standard Webhooks sign them: `webhook-id`, `webhook-timestamp` ' +
    'and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` with the secret ' +
    '(after `whsec_`, base64-decoded). The secret is in this answer only. An address on this ' +
    'machine or a private or link-local network is refused (400 naming `body.url`).',
  tag: 'Webhooks',
  request: { body: createWebhookBodySchema },
  response: { status: 201, schema: createdWebhookSchema },
  access,
});

export const updateWebhook = defineOperation({
  operationId: 'webhooks_UpdateWebhook',
  method: 'PUT',
  path: '/api/Webhooks/:webhookId',
  summary: 'Rename a webhook endpoint, choose its events, switch it on or off',
  tag: 'Webhooks',
  request: { params: webhookParamsSchema, body: updateWebhookBodySchema },
  response: { schema: webhookSchema },
  access,
});

export const deleteWebhook = defineOperation({
  operationId: 'webhooks_DeleteWebhook',
  method: 'DELETE',
  path: '/api/Webhooks/:webhookId',
  summary: 'Remove a webhook endpoint and its deliveries',
  tag: 'Webhooks',
  request: { params: webhookParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access,
});

export const getWebhookDeliveries = defineOperation({
  operationId: 'webhooks_GetWebhookDeliveries',
  method: 'GET',
  path: '/api/Webhooks/:webhookId/deliveries',
  summary: 'The endpoint’s latest 100 deliveries with the receiver’s answers, newest first',
  tag: 'Webhooks',
  request: { params: webhookParamsSchema },
  response: { schema: webhookDeliveryListSchema },
  access,
});

export const retryWebhookDelivery = defineOperation({
  operationId: 'webhooks_RetryWebhookDelivery',
  method: 'POST',
  path: '/api/Webhooks/:webhookId/deliveries/:deliveryId/retry',
  summary: 'Send a delivery again now, with the same event id',
  tag: 'Webhooks',
  request: { params: webhookDeliveryParamsSchema },
  response: { schema: webhookDeliverySchema },
  access,
});
