import { createSupportMessage, getSupportInfo } from '@atrium/contract/support';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createSupportMessageHandler } from './create-support-message.ts';

/** contact-support: any signed-in person writes to the operators of the installation. */
export const supportOperations = defineModuleOperations({
  [getSupportInfo.operationId]: {
    operation: getSupportInfo,
    handler: async ({ deps }) => ({ supportEmail: deps.config.supportEmail }),
  },
  [createSupportMessage.operationId]: {
    operation: createSupportMessage,
    handler: createSupportMessageHandler,
  },
});
