import { createSupportMessage, getSupportInfo } from '@atrium/contract/support';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createSupportMessageHandler } from './create-support-message.ts';
import { getSupportInfoHandler } from './get-support-info.ts';

/** contact-support: any signed-in person writes to the operators of the installation. */
export const supportOperations = defineModuleOperations({
  [getSupportInfo.operationId]: { operation: getSupportInfo, handler: getSupportInfoHandler },
  [createSupportMessage.operationId]: {
    operation: createSupportMessage,
    handler: createSupportMessageHandler,
  },
});
