import { getSupportedLanguages } from '@atrium/contract/languages';
import {
  compareTranslationVersions,
  exportTranslation,
  getAllTranslators,
  getLatestTranslation,
  getTranslationKeys,
  getTranslationVersions,
  grantTranslatorLanguage,
  importTranslation,
  proposeTranslation,
  publishTranslation,
  revokeTranslatorLanguage,
  reviewTranslation,
  rollbackTranslation,
  setTranslationLanguageSettings,
} from '@atrium/contract/translations';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { compareTranslationVersionsHandler } from './compare-translation-versions.ts';
import { exportTranslationHandler } from './export-translation.ts';
import { getAllTranslatorsHandler } from './get-all-translators.ts';
import { getLatestTranslationHandler } from './get-latest-translation.ts';
import { getSupportedLanguagesHandler } from './get-supported-languages.ts';
import { getTranslationKeysHandler } from './get-translation-keys.ts';
import { getTranslationVersionsHandler } from './get-translation-versions.ts';
import { grantTranslatorLanguageHandler } from './grant-translator-language.ts';
import { importTranslationHandler } from './import-translation.ts';
import { proposeTranslationHandler } from './propose-translation.ts';
import { publishTranslationHandler } from './publish-translation.ts';
import { reviewTranslationHandler } from './review-translation.ts';
import { revokeTranslatorLanguageHandler } from './revoke-translator-language.ts';
import { rollbackTranslationHandler } from './rollback-translation.ts';
import { setLanguageSettingsHandler } from './set-language-settings.ts';

/** Interface languages and their translations (docs/product/translations.md). */
export const translationsOperations = defineModuleOperations({
  [getSupportedLanguages.operationId]: {
    operation: getSupportedLanguages,
    handler: getSupportedLanguagesHandler,
  },
  [getLatestTranslation.operationId]: {
    operation: getLatestTranslation,
    handler: getLatestTranslationHandler,
  },
  [getTranslationKeys.operationId]: { operation: getTranslationKeys, handler: getTranslationKeysHandler },
  [proposeTranslation.operationId]: { operation: proposeTranslation, handler: proposeTranslationHandler },
  [reviewTranslation.operationId]: { operation: reviewTranslation, handler: reviewTranslationHandler },
  [publishTranslation.operationId]: { operation: publishTranslation, handler: publishTranslationHandler },
  [getTranslationVersions.operationId]: {
    operation: getTranslationVersions,
    handler: getTranslationVersionsHandler,
  },
  [compareTranslationVersions.operationId]: {
    operation: compareTranslationVersions,
    handler: compareTranslationVersionsHandler,
  },
  [rollbackTranslation.operationId]: { operation: rollbackTranslation, handler: rollbackTranslationHandler },
  [exportTranslation.operationId]: { operation: exportTranslation, handler: exportTranslationHandler },
  [importTranslation.operationId]: { operation: importTranslation, handler: importTranslationHandler },
  [getAllTranslators.operationId]: { operation: getAllTranslators, handler: getAllTranslatorsHandler },
  [grantTranslatorLanguage.operationId]: {
    operation: grantTranslatorLanguage,
    handler: grantTranslatorLanguageHandler,
  },
  [revokeTranslatorLanguage.operationId]: {
    operation: revokeTranslatorLanguage,
    handler: revokeTranslatorLanguageHandler,
  },
  [setTranslationLanguageSettings.operationId]: {
    operation: setTranslationLanguageSettings,
    handler: setLanguageSettingsHandler,
  },
});
