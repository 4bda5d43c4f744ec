import type { FastifyInstance } from 'fastify';
import {
  getCurrentUser,
  getTranslators,
  setTranslator,
  updateCurrentUserLanguage,
  updateCurrentUserProfile,
} from '@atrium/contract/account';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleGetTranslators, handleSetTranslator } from './translators.ts';
import {
  handleGetCurrentUser,
  handleUpdateCurrentUserLanguage,
  handleUpdateCurrentUserProfile,
} from './users-handlers.ts';

/** The signed-in person's own account, and translator management (SUPERADMIN). */
export async function registerAccountModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, getCurrentUser, handleGetCurrentUser);
  registerOperation(app, updateCurrentUserLanguage, handleUpdateCurrentUserLanguage);
  registerOperation(app, updateCurrentUserProfile, handleUpdateCurrentUserProfile);
  registerOperation(app, getTranslators, handleGetTranslators);
  registerOperation(app, setTranslator, handleSetTranslator(platform));
}
