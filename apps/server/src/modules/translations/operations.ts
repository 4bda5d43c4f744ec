import { getSupportedLanguages } from '@atrium/contract/languages';
import { createHash } from 'node:crypto';
import {
  addGlossaryTerm,
  compareTranslationVersions,
  deleteGlossaryTerm,
  getGlossary,
  reportMissingKeys,
  updateGlossaryTerm,
  exportTranslation,
  getAllTranslators,
  getLatestTranslation,
  getMyTranslationLanguages,
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
import { defineModuleOperations, defineRouteGuards } from '../../platform/operations/module-operations.ts';
import { addGlossaryTermHandler } from './add-glossary-term.ts';
import { deleteGlossaryTermHandler } from './delete-glossary-term.ts';
import { getGlossaryHandler } from './get-glossary.ts';
import { reportMissingKeysHandler } from './report-missing-keys.ts';
import { updateGlossaryTermHandler } from './update-glossary-term.ts';
import { compareTranslationVersionsHandler } from './compare-translation-versions.ts';
import { exportTranslationHandler } from './export-translation.ts';
import { getAllTranslatorsHandler } from './get-all-translators.ts';
import { getLatestTranslationHandler } from './get-latest-translation.ts';
import { getMyTranslationLanguagesHandler } from './get-my-translation-languages.ts';
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
import { setTranslationLanguageSettingsHandler } from './set-translation-language-settings.ts';

/**
 * Missing-key reports: a browser sends at most one batch every few seconds; 30 a minute per
 * session (the bearer token, hashed; the address without one) leaves room for several tabs and
 * stops a loop. Counted in the database like every limit (decision 051).
 */
const MISSING_KEYS_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  groupId: 'translations-missing-keys',
  keyGenerator: (request: { headers: Record<string, unknown>; ip: string }) => {
    const authorization = request.headers.authorization;
    return typeof authorization === 'string' && authorization
      ? createHash('sha256').update(authorization).digest('base64url').slice(0, 32)
      : request.ip;
  },
};
const missingKeyGuards = defineRouteGuards((app) => [app.rateLimit(MISSING_KEYS_LIMIT)]);

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
  [getMyTranslationLanguages.operationId]: {
    operation: getMyTranslationLanguages,
    handler: getMyTranslationLanguagesHandler,
  },
  [getAllTranslators.operationId]: { operation: getAllTranslators, handler: getAllTranslatorsHandler },
  [grantTranslatorLanguage.operationId]: {
    operation: grantTranslatorLanguage,
    handler: grantTranslatorLanguageHandler,
  },
  [revokeTranslatorLanguage.operationId]: {
    operation: revokeTranslatorLanguage,
    handler: revokeTranslatorLanguageHandler,
  },
  [getGlossary.operationId]: { operation: getGlossary, handler: getGlossaryHandler },
  [addGlossaryTerm.operationId]: { operation: addGlossaryTerm, handler: addGlossaryTermHandler },
  [updateGlossaryTerm.operationId]: { operation: updateGlossaryTerm, handler: updateGlossaryTermHandler },
  [deleteGlossaryTerm.operationId]: { operation: deleteGlossaryTerm, handler: deleteGlossaryTermHandler },
  [reportMissingKeys.operationId]: {
    operation: reportMissingKeys,
    guards: missingKeyGuards,
    handler: reportMissingKeysHandler,
  },
  [setTranslationLanguageSettings.operationId]: {
    operation: setTranslationLanguageSettings,
    handler: setTranslationLanguageSettingsHandler,
  },
});
