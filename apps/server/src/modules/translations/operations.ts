import { getSupportedLanguages, LANGUAGES_WITH_FLAGS } from '@atrium/contract/languages';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';

/** Interface languages and their translations. */
export const translationsOperations = defineModuleOperations({
  [getSupportedLanguages.operationId]: {
    operation: getSupportedLanguages,
    handler: async () => [...LANGUAGES_WITH_FLAGS],
  },
});
