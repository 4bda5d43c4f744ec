import type { FastifyInstance } from 'fastify';
import { getMailOutbox } from '@atrium/contract/mail';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleGetMailOutbox } from './get-mail-outbox.ts';

/** The mail outbox, read by a SUPERADMIN (where reset and invitation links land without SMTP). */
export async function registerMailOutboxModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, getMailOutbox, handleGetMailOutbox(platform));
}
