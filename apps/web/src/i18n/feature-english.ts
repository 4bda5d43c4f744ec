/**
 * Every feature's English strings in one chunk, which the signed-in frame loads (i18n.ts,
 * `loadFeatureStrings`); found by file name, so adding a feature never edits this file.
 */
export const featureEnglish = import.meta.glob<{ strings: object }>('../features/*/locales/en.ts', {
  eager: true,
});
