// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../chat-connectors/chat-connector-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createChatConnector: OperationAddress<typeof operations.createChatConnector> = {
  operationId: 'chatConnectors_CreateChatConnector',
  method: 'POST',
  path: '/api/ChatConnectors',
  tag: 'ChatConnectors',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteChatConnector: OperationAddress<typeof operations.deleteChatConnector> = {
  operationId: 'chatConnectors_DeleteChatConnector',
  method: 'DELETE',
  path: '/api/ChatConnectors/:chatConnectorId',
  tag: 'ChatConnectors',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getChatConnectors: OperationAddress<typeof operations.getChatConnectors> = {
  operationId: 'chatConnectors_GetChatConnectors',
  method: 'GET',
  path: '/api/ChatConnectors',
  tag: 'ChatConnectors',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const sendChatConnectorTest: OperationAddress<typeof operations.sendChatConnectorTest> = {
  operationId: 'chatConnectors_SendChatConnectorTest',
  method: 'POST',
  path: '/api/ChatConnectors/:chatConnectorId/test',
  tag: 'ChatConnectors',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateChatConnector: OperationAddress<typeof operations.updateChatConnector> = {
  operationId: 'chatConnectors_UpdateChatConnector',
  method: 'PUT',
  path: '/api/ChatConnectors/:chatConnectorId',
  tag: 'ChatConnectors',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
