import type { FastifyInstance } from 'fastify';
import { createSupportMessage, getSupportInfo } from '@atrium/contract/support';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleCreateSupportMessage } from './create-support-message.ts';

/** contact-support: any signed-in person writes to the operators of the installation. */
export async function registerSupportModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, getSupportInfo, async () => ({ supportEmail: platform.config.supportEmail }));
  registerOperation(app, createSupportMessage, handleCreateSupportMessage(platform));
}
