import { getSupportedLanguages, LANGUAGES_WITH_FLAGS } from '@atrium/contract/languages';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';

export const handleGetSupportedLanguages: OperationHandler<typeof getSupportedLanguages> = async () => [
  ...LANGUAGES_WITH_FLAGS,
];

export { getSupportedLanguages };
