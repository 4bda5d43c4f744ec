import { z } from 'zod';
import { Roles, TRANSLATION_ROLES } from '../access/roles.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  compareVersionsQuerySchema,
  exportQuerySchema,
  exportSchema,
  glossaryTermBodySchema,
  glossaryTermParamsSchema,
  glossaryTermSchema,
  grantTranslatorBodySchema,
  importBodySchema,
  importResultSchema,
  keyParamsSchema,
  languageParamsSchema,
  languageSettingsBodySchema,
  proposeTranslationBodySchema,
  reportMissingKeysBodySchema,
  reportMissingKeysResultSchema,
  translatableLanguageParamsSchema,
  translationDocumentSchema,
  translationKeyRowSchema,
  translationKeysQuerySchema,
  translationKeysSchema,
  translationVersionSchema,
  translatorLanguageParamsSchema,
  translatorLanguageSchema,
  translatorSchema,
  versionComparisonSchema,
  versionParamsSchema,
} from './translation-schemas.ts';

const tag = 'Translations';
/** SUPERADMIN, or a TRANSLATOR granted the language (the handler checks the language). */
const translators = { kind: 'global', roles: TRANSLATION_ROLES } as const;
const superadmin = { kind: 'global', roles: [Roles.SUPERADMIN] } as const;

export const getLatestTranslation = defineOperation({
  operationId: 'translations_GetLatestTranslation',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/latest',
  summary: 'The newest published version of a language',
  description:
    'Answers with an ETag; a request with a matching If-None-Match gets 304. 404 when the language has no published version (the app then uses its bundled texts).',
  tag,
  request: { params: languageParamsSchema },
  response: { schema: translationDocumentSchema },
  access: { kind: 'public' },
});

export const getTranslationKeys = defineOperation({
  operationId: 'translations_GetTranslationKeys',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/keys',
  summary: 'Every key with its English source, value and state in a language, for the editor',
  tag,
  request: { params: translatableLanguageParamsSchema, query: translationKeysQuerySchema },
  response: { schema: translationKeysSchema },
  access: translators,
});

export const proposeTranslation = defineOperation({
  operationId: 'translations_ProposeTranslation',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/keys/:key',
  summary: 'Saves a value of a key; it waits for review',
  tag,
  request: { params: keyParamsSchema, body: proposeTranslationBodySchema },
  response: { schema: translationKeyRowSchema },
  access: translators,
});

export const reviewTranslation = defineOperation({
  operationId: 'translations_ReviewTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/keys/:key/review',
  summary: 'Accepts the current value of a key',
  tag,
  request: { params: keyParamsSchema },
  response: { schema: translationKeyRowSchema },
  access: translators,
});

export const publishTranslation = defineOperation({
  operationId: 'translations_PublishTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/versions',
  summary: 'Publishes the language as a new immutable version',
  description:
    'Refused (409, naming the key) while a value has a broken placeholder or lacks a plural category.',
  tag,
  request: { params: translatableLanguageParamsSchema },
  response: { status: 201, schema: translationVersionSchema },
  access: translators,
});

export const getTranslationVersions = defineOperation({
  operationId: 'translations_GetTranslationVersions',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/versions',
  summary: 'Published versions of a language, newest first',
  tag,
  request: { params: translatableLanguageParamsSchema },
  response: { schema: z.array(translationVersionSchema) },
  access: translators,
});

export const compareTranslationVersions = defineOperation({
  operationId: 'translations_CompareTranslationVersions',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/versions/compare',
  summary: 'Messages that differ between two versions',
  tag,
  request: { params: translatableLanguageParamsSchema, query: compareVersionsQuerySchema },
  response: { schema: versionComparisonSchema },
  access: translators,
});

export const rollbackTranslation = defineOperation({
  operationId: 'translations_RollbackTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/versions/:version/rollback',
  summary: 'Publishes an older version again as the newest',
  tag,
  request: { params: versionParamsSchema },
  response: { status: 201, schema: translationVersionSchema },
  access: translators,
});

export const exportTranslation = defineOperation({
  operationId: 'translations_ExportTranslation',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/export',
  summary: 'The current values of a language as JSON (flat or nested), CSV or XLIFF 1.2',
  tag,
  request: { params: translatableLanguageParamsSchema, query: exportQuerySchema },
  response: { schema: exportSchema },
  access: translators,
});

export const importTranslation = defineOperation({
  operationId: 'translations_ImportTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/import',
  summary: 'Proposes the values of a JSON, CSV or XLIFF file; unknown keys and broken values are skipped',
  tag,
  request: { params: translatableLanguageParamsSchema, body: importBodySchema },
  response: { schema: importResultSchema },
  access: translators,
});

export const getMyTranslationLanguages = defineOperation({
  operationId: 'translations_GetMyTranslationLanguages',
  method: 'GET',
  path: '/api/Translations/my-languages',
  summary: 'The languages the caller may translate, and whether they may review each',
  description:
    'The same scope every other translations operation checks: a SUPERADMIN has every language with review; a TRANSLATOR the languages granted to them. The editor opens only these.',
  tag,
  response: { schema: z.array(translatorLanguageSchema) },
  access: translators,
});

export const getAllTranslators = defineOperation({
  operationId: 'translations_GetAllTranslators',
  method: 'GET',
  path: '/api/Translations/translators',
  summary: 'Translators, their languages and their activity',
  tag,
  response: { schema: z.array(translatorSchema) },
  access: superadmin,
});

export const grantTranslatorLanguage = defineOperation({
  operationId: 'translations_GrantTranslatorLanguage',
  method: 'POST',
  path: '/api/Translations/translators',
  summary: 'Makes a person (by e-mail) a translator of a language',
  tag,
  request: { body: grantTranslatorBodySchema },
  response: { schema: translatorSchema },
  access: superadmin,
});

export const revokeTranslatorLanguage = defineOperation({
  operationId: 'translations_RevokeTranslatorLanguage',
  method: 'DELETE',
  path: '/api/Translations/translators/:userId/languages/:languageIsoCode',
  summary: 'Takes a language from a translator; the last one takes the TRANSLATOR role',
  tag,
  request: { params: translatorLanguageParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: superadmin,
});

export const setTranslationLanguageSettings = defineOperation({
  operationId: 'translations_SetLanguageSettings',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/settings',
  summary: 'Whether a reviewer of the language may accept their own proposals',
  tag,
  request: { params: translatableLanguageParamsSchema, body: languageSettingsBodySchema },
  response: { status: 204, schema: z.undefined() },
  access: superadmin,
});

export const getGlossary = defineOperation({
  operationId: 'translations_GetGlossary',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/glossary',
  summary: "A language's agreed terms, alphabetically",
  tag,
  request: { params: translatableLanguageParamsSchema },
  response: { schema: z.array(glossaryTermSchema) },
  access: translators,
});

export const addGlossaryTerm = defineOperation({
  operationId: 'translations_AddGlossaryTerm',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/glossary',
  summary: 'Agrees a term for a language; 409 when the term is already there',
  tag,
  request: { params: translatableLanguageParamsSchema, body: glossaryTermBodySchema },
  response: { status: 201, schema: glossaryTermSchema },
  access: translators,
});

export const updateGlossaryTerm = defineOperation({
  operationId: 'translations_UpdateGlossaryTerm',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/glossary/:termId',
  summary: 'Changes an agreed term',
  tag,
  request: { params: glossaryTermParamsSchema, body: glossaryTermBodySchema },
  response: { schema: glossaryTermSchema },
  access: translators,
});

export const deleteGlossaryTerm = defineOperation({
  operationId: 'translations_DeleteGlossaryTerm',
  method: 'DELETE',
  path: '/api/Translations/:languageIsoCode/glossary/:termId',
  summary: 'Removes an agreed term',
  tag,
  request: { params: glossaryTermParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: translators,
});

export const reportMissingKeys = defineOperation({
  operationId: 'translations_ReportMissingKeys',
  method: 'POST',
  path: '/api/Translations/missing-keys',
  summary: 'Keys the web app showed in English for a language (batched by the browser)',
  description:
    'Rate limited per session (429). Keys the interface does not have are ignored; the editor lists the others by how often they were reported.',
  tag,
  request: { body: reportMissingKeysBodySchema },
  response: { schema: reportMissingKeysResultSchema },
  access: { kind: 'signed-in' },
});
