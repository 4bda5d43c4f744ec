import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import { languageWithFlagSchema } from './supported-languages.ts';

export const getSupportedLanguages = defineOperation({
  operationId: 'languages_GetSupportedLanguages',
  method: 'GET',
  path: '/api/Languages/supported-languages',
  summary: 'Interface languages the application is translated into',
  tag: 'Languages',
  response: { schema: z.array(languageWithFlagSchema) },
  access: { kind: 'public' },
});
