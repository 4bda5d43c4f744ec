// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../translations/translation-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const addGlossaryTerm: OperationAddress<typeof operations.addGlossaryTerm> = {
  operationId: 'translations_AddGlossaryTerm',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/glossary',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const compareTranslationVersions: OperationAddress<typeof operations.compareTranslationVersions> = {
  operationId: 'translations_CompareTranslationVersions',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/versions/compare',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const deleteGlossaryTerm: OperationAddress<typeof operations.deleteGlossaryTerm> = {
  operationId: 'translations_DeleteGlossaryTerm',
  method: 'DELETE',
  path: '/api/Translations/:languageIsoCode/glossary/:termId',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const exportTranslation: OperationAddress<typeof operations.exportTranslation> = {
  operationId: 'translations_ExportTranslation',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/export',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const getAllTranslators: OperationAddress<typeof operations.getAllTranslators> = {
  operationId: 'translations_GetAllTranslators',
  method: 'GET',
  path: '/api/Translations/translators',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const getGlossary: OperationAddress<typeof operations.getGlossary> = {
  operationId: 'translations_GetGlossary',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/glossary',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const getLatestTranslation: OperationAddress<typeof operations.getLatestTranslation> = {
  operationId: 'translations_GetLatestTranslation',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/latest',
  tag: 'Translations',
  access: { kind: 'public' },
};
export const getMyTranslationLanguages: OperationAddress<typeof operations.getMyTranslationLanguages> = {
  operationId: 'translations_GetMyTranslationLanguages',
  method: 'GET',
  path: '/api/Translations/my-languages',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const getTranslationKeys: OperationAddress<typeof operations.getTranslationKeys> = {
  operationId: 'translations_GetTranslationKeys',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/keys',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const getTranslationVersions: OperationAddress<typeof operations.getTranslationVersions> = {
  operationId: 'translations_GetTranslationVersions',
  method: 'GET',
  path: '/api/Translations/:languageIsoCode/versions',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const grantTranslatorLanguage: OperationAddress<typeof operations.grantTranslatorLanguage> = {
  operationId: 'translations_GrantTranslatorLanguage',
  method: 'POST',
  path: '/api/Translations/translators',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const importTranslation: OperationAddress<typeof operations.importTranslation> = {
  operationId: 'translations_ImportTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/import',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const proposeTranslation: OperationAddress<typeof operations.proposeTranslation> = {
  operationId: 'translations_ProposeTranslation',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/keys/:key',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const publishTranslation: OperationAddress<typeof operations.publishTranslation> = {
  operationId: 'translations_PublishTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/versions',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const reportMissingKeys: OperationAddress<typeof operations.reportMissingKeys> = {
  operationId: 'translations_ReportMissingKeys',
  method: 'POST',
  path: '/api/Translations/missing-keys',
  tag: 'Translations',
  access: { kind: 'signed-in' },
};
export const reviewTranslation: OperationAddress<typeof operations.reviewTranslation> = {
  operationId: 'translations_ReviewTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/keys/:key/review',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const revokeTranslatorLanguage: OperationAddress<typeof operations.revokeTranslatorLanguage> = {
  operationId: 'translations_RevokeTranslatorLanguage',
  method: 'DELETE',
  path: '/api/Translations/translators/:userId/languages/:languageIsoCode',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const rollbackTranslation: OperationAddress<typeof operations.rollbackTranslation> = {
  operationId: 'translations_RollbackTranslation',
  method: 'POST',
  path: '/api/Translations/:languageIsoCode/versions/:version/rollback',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
export const setTranslationLanguageSettings: OperationAddress<
  typeof operations.setTranslationLanguageSettings
> = {
  operationId: 'translations_SetLanguageSettings',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/settings',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const updateGlossaryTerm: OperationAddress<typeof operations.updateGlossaryTerm> = {
  operationId: 'translations_UpdateGlossaryTerm',
  method: 'PUT',
  path: '/api/Translations/:languageIsoCode/glossary/:termId',
  tag: 'Translations',
  access: { kind: 'global', roles: ['SUPERADMIN', 'TRANSLATOR'] },
};
