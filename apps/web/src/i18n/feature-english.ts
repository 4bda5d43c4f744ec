/**
 * The features' English strings the signed-in frame loads in one chunk (i18n.ts,
 * `loadFeatureStrings`); found by file name, so adding a feature never edits this file.
 *
 * Features whose texts only their own lazily loaded screens show — settings screens for owners
 * and admins, the translators' screens, the operator's testing and outbox screens — are left out: their `screens.ts` adds their English
 * when the screens load (`addFeatureEnglish`), so a first view does not carry every settings
 * screen's text (docs/performance.md, "Web: initial JavaScript"). A feature whose keys another
 * feature or the frame uses must not be listed here.
 */
export const featureEnglish = import.meta.glob<{ strings: object }>(
  [
    '../features/*/locales/en.ts',
    '!../features/api-tokens/locales/en.ts',
    '!../features/chat-connectors/locales/en.ts',
    '!../features/mail-outbox/locales/en.ts',
    '!../features/testing/locales/en.ts',
    '!../features/translations/locales/en.ts',
    '!../features/webhooks/locales/en.ts',
  ],
  { eager: true },
);
