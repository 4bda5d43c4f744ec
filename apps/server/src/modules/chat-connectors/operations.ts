import {
  createChatConnector,
  deleteChatConnector,
  getChatConnectors,
  sendChatConnectorTest,
  updateChatConnector,
} from '@atrium/contract/chat-connectors';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createChatConnectorHandler } from './create-chat-connector.ts';
import { deleteChatConnectorHandler } from './delete-chat-connector.ts';
import { getChatConnectorsHandler } from './get-chat-connectors.ts';
import { sendChatConnectorTestHandler } from './send-chat-connector-test.ts';
import { updateChatConnectorHandler } from './update-chat-connector.ts';

/** Slack and Microsoft Teams channels that hear of leave (docs/product/integrations.md#chat). */
export const chatConnectorOperations = defineModuleOperations({
  [getChatConnectors.operationId]: { operation: getChatConnectors, handler: getChatConnectorsHandler },
  [createChatConnector.operationId]: { operation: createChatConnector, handler: createChatConnectorHandler },
  [updateChatConnector.operationId]: { operation: updateChatConnector, handler: updateChatConnectorHandler },
  [deleteChatConnector.operationId]: { operation: deleteChatConnector, handler: deleteChatConnectorHandler },
  [sendChatConnectorTest.operationId]: {
    operation: sendChatConnectorTest,
    handler: sendChatConnectorTestHandler,
  },
});
