import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import { languageWithCountriesSchema } from './supported-languages.ts';

export const getSupportedLanguages = defineOperation({
  operationId: 'languages_GetSupportedLanguages',
  method: 'GET',
  path: '/api/Languages/supported-languages',
  summary: 'Interface languages the application is translated into, with the countries they are spoken in',
  tag: 'Languages',
  response: { schema: z.array(languageWithCountriesSchema) },
  access: { kind: 'public' },
});
