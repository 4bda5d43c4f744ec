import type { Translations } from '@atrium/contract/absence';
import { resolveLanguage } from '@atrium/contract/locale';
import { useTranslation } from 'react-i18next';

/** A name in the interface language, else in English (docs/product/absence.md#leave-types). */
export function translatedName(names: Translations, language: string): string {
  return names[resolveLanguage(language)] ?? names.en;
}

export function useTranslatedName(): (names: Translations) => string {
  const { i18n } = useTranslation();
  return (names) => translatedName(names, i18n.language);
}
