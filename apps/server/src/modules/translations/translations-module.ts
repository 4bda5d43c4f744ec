import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import { getSupportedLanguages, handleGetSupportedLanguages } from './get-supported-languages.ts';

/** Interface languages and their translations (SPEC §1, Translations). */
export async function registerTranslationsModule(app: FastifyInstance, _deps: Platform): Promise<void> {
  registerOperation(app, getSupportedLanguages, handleGetSupportedLanguages);
}
