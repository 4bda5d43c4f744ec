import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import { languageSchema } from './supported-languages.ts';

export const getSupportedLanguages = defineOperation({
  operationId: 'languages_GetSupportedLanguages',
  method: 'GET',
  path: '/api/Languages/supported-languages',
  summary: 'Interface languages the application is translated into',
  tag: 'Languages',
  response: { schema: z.array(languageSchema) },
  access: { kind: 'public' },
});
