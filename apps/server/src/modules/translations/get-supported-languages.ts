import { getSupportedLanguages, SUPPORTED_LANGUAGES } from '@atrium/contract/languages';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';

export const handleGetSupportedLanguages: OperationHandler<typeof getSupportedLanguages> = async () => [
  ...SUPPORTED_LANGUAGES,
];

export { getSupportedLanguages };
