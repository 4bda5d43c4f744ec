import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/locales/en.ts';

/** Every feature's English strings, found by file name as the app finds them (i18n/i18n.ts). */
const featureEnglish = import.meta.glob<{ strings: object }>('../features/*/locales/en.ts', { eager: true });

/** A fresh English i18next instance for component tests (no storage, no network). */
export async function createTestI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // A copy: i18next merges the features' strings into the object it is given, and the test
    // files of a worker share their modules (vitest.config.ts, the web project).
    resources: { en: { translation: structuredClone(en) } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  for (const feature of Object.values(featureEnglish)) {
    instance.addResourceBundle('en', 'translation', feature.strings, true, true);
  }
  return instance;
}
