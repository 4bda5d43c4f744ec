import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  chatConnectorListSchema,
  chatConnectorParamsSchema,
  chatConnectorSchema,
  chatConnectorTestResultSchema,
  createChatConnectorBodySchema,
  updateChatConnectorBodySchema,
} from './chat-connector-schemas.ts';

const access = { kind: 'member', roles: ADMIN_ROLES } as const;

export const getChatConnectors = defineOperation({
  operationId: 'chatConnectors_GetChatConnectors',
  method: 'GET',
  path: '/api/ChatConnectors',
  summary: "The company's Slack and Microsoft Teams channels",
  tag: 'ChatConnectors',
  response: { schema: chatConnectorListSchema },
  access,
});

export const createChatConnector = defineOperation({
  operationId: 'chatConnectors_CreateChatConnector',
  method: 'POST',
  path: '/api/ChatConnectors',
  summary: 'Connect a Slack or Microsoft Teams channel by its incoming-webhook address',
  description:
    'The address is kept as a secret: no answer shows it whole again. An address that is not ' +
    'https, or is on this machine or a private or link-local network, is refused (400 naming `body.url`).',
  tag: 'ChatConnectors',
  request: { body: createChatConnectorBodySchema },
  response: { status: 201, schema: chatConnectorSchema },
  access,
});

export const updateChatConnector = defineOperation({
  operationId: 'chatConnectors_UpdateChatConnector',
  method: 'PUT',
  path: '/api/ChatConnectors/:chatConnectorId',
  summary: 'Change what a channel is sent, in which language and when; replace its address',
  tag: 'ChatConnectors',
  request: { params: chatConnectorParamsSchema, body: updateChatConnectorBodySchema },
  response: { schema: chatConnectorSchema },
  access,
});

export const deleteChatConnector = defineOperation({
  operationId: 'chatConnectors_DeleteChatConnector',
  method: 'DELETE',
  path: '/api/ChatConnectors/:chatConnectorId',
  summary: 'Disconnect a chat channel',
  tag: 'ChatConnectors',
  request: { params: chatConnectorParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access,
});

export const sendChatConnectorTest = defineOperation({
  operationId: 'chatConnectors_SendChatConnectorTest',
  method: 'POST',
  path: '/api/ChatConnectors/:chatConnectorId/test',
  summary: 'Post a test message to the channel now and answer what it said',
  tag: 'ChatConnectors',
  request: { params: chatConnectorParamsSchema },
  response: { schema: chatConnectorTestResultSchema },
  access,
});
