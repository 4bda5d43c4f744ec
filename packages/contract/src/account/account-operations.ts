import { z } from 'zod';
import { Roles } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  currentUserSchema,
  setTranslatorBodySchema,
  translatorSchema,
  translatorsQuerySchema,
  updateLanguageBodySchema,
  updateProfileBodySchema,
  updateTimeZoneBodySchema,
} from './account-schemas.ts';

export const getCurrentUser = defineOperation({
  operationId: 'users_GetCurrentUser',
  method: 'GET',
  path: '/api/Users/current-user',
  summary: 'The signed-in person',
  tag: 'Users',
  response: { schema: currentUserSchema },
  access: { kind: 'signed-in' },
});

export const updateCurrentUserLanguage = defineOperation({
  operationId: 'users_UpdateCurrentUserLanguage',
  method: 'PUT',
  path: '/api/Users/current-user/language',
  summary: "Save the person's interface language (en, mk or sq)",
  tag: 'Users',
  request: { body: updateLanguageBodySchema },
  response: { schema: currentUserSchema },
  access: { kind: 'signed-in' },
});

export const updateCurrentUserProfile = defineOperation({
  operationId: 'users_UpdateCurrentUserProfile',
  method: 'PUT',
  path: '/api/Users/current-user/profile',
  summary: "Edit the person's given name, family name and phone number",
  tag: 'Users',
  request: { body: updateProfileBodySchema },
  response: { schema: currentUserSchema },
  access: { kind: 'signed-in' },
});

export const updateCurrentUserTimeZone = defineOperation({
  operationId: 'users_UpdateCurrentUserTimeZone',
  method: 'PUT',
  path: '/api/Users/current-user/time-zone',
  summary: "Set the person's own time zone, or null for each company's",
  description:
    'Days and times of time tracking, and quiet hours and digests of notifications, follow it from the next request.',
  tag: 'Users',
  request: { body: updateTimeZoneBodySchema },
  response: { schema: currentUserSchema },
  access: { kind: 'signed-in' },
});

export const getTranslators = defineOperation({
  operationId: 'translators_GetTranslators',
  method: 'GET',
  path: '/api/Translators',
  summary: 'Translators, or people matching a search with whether they translate',
  tag: 'Translators',
  request: { query: translatorsQuerySchema },
  response: { schema: z.array(translatorSchema) },
  access: { kind: 'global', roles: [Roles.SUPERADMIN] },
});

export const setTranslator = defineOperation({
  operationId: 'translators_SetTranslator',
  method: 'PUT',
  path: '/api/Translators',
  summary: 'Grant or remove the global TRANSLATOR role',
  tag: 'Translators',
  request: { body: setTranslatorBodySchema },
  response: { schema: translatorSchema },
  access: { kind: 'global', roles: [Roles.SUPERADMIN] },
});
