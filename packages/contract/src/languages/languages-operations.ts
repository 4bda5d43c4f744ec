import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import { languageWithCountriesSchema, supportedLanguagesQuerySchema } from './supported-languages.ts';

export const getSupportedLanguages = defineOperation({
  operationId: 'languages_GetSupportedLanguages',
  method: 'GET',
  path: '/api/Languages/supported-languages',
  summary: 'Interface languages the application is translated into, with the countries they are spoken in',
  description:
    'Countries are named in the interface language (`interfaceLanguage`, default en) and sorted by that name with its collation.',
  tag: 'Languages',
  request: { query: supportedLanguagesQuerySchema },
  response: { schema: z.array(languageWithCountriesSchema) },
  access: { kind: 'public' },
});
