import {
  getCurrentUser,
  getTranslators,
  setTranslator,
  updateCurrentUserLanguage,
  updateCurrentUserProfile,
  updateCurrentUserTimeZone,
} from '@atrium/contract/account';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getCurrentUserHandler } from './get-current-user.ts';
import { getTranslatorsHandler } from './get-translators.ts';
import { setTranslatorHandler } from './set-translator.ts';
import { updateCurrentUserLanguageHandler } from './update-current-user-language.ts';
import { updateCurrentUserProfileHandler } from './update-current-user-profile.ts';
import { updateCurrentUserTimeZoneHandler } from './update-current-user-time-zone.ts';

/** The signed-in person's own account, and translator management (SUPERADMIN). */
export const accountOperations = defineModuleOperations({
  [getCurrentUser.operationId]: { operation: getCurrentUser, handler: getCurrentUserHandler },
  [updateCurrentUserLanguage.operationId]: {
    operation: updateCurrentUserLanguage,
    handler: updateCurrentUserLanguageHandler,
  },
  [updateCurrentUserProfile.operationId]: {
    operation: updateCurrentUserProfile,
    handler: updateCurrentUserProfileHandler,
  },
  [updateCurrentUserTimeZone.operationId]: {
    operation: updateCurrentUserTimeZone,
    handler: updateCurrentUserTimeZoneHandler,
  },
  [getTranslators.operationId]: { operation: getTranslators, handler: getTranslatorsHandler },
  [setTranslator.operationId]: { operation: setTranslator, handler: setTranslatorHandler },
});
