import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import {
  createMissingKeyReporter,
  type MissingKeyReporterDeps,
  missingKeyPostProcessor,
} from './missing-key-report.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  detectLanguage,
  type Language,
} from './languages.ts';

/**
 * A feature keeps its own strings beside its screens, in `src/features/<feature>/locales/en.ts`,
 * `mk.ts` and `sq.ts`, each exporting `strings` (an object under the feature's own top-level key,
 * e.g. `{ timeTracking: { … } }`). They are found here by file name, so adding a feature never
 * edits a shared file. mk and sq are loaded with the language. The features' English comes with
 * the first screen that shows one (`loadFeatureStrings`, called by the signed-in frame's route),
 * not with the sign-in page (docs/performance.md, "Web: initial JavaScript"); only the features
 * whose texts can show before sign-in are bundled: the notice of a briefly unavailable service,
 * which start-up can meet.
 */
type FeatureStrings = { strings: object };
const featuresBeforeSignIn = import.meta.glob<FeatureStrings>('../features/service-status/locales/en.ts', {
  eager: true,
});
const featureLoaders: Record<Exclude<Language, 'en'>, Record<string, () => Promise<FeatureStrings>>> = {
  mk: import.meta.glob<FeatureStrings>('../features/*/locales/mk.ts'),
  sq: import.meta.glob<FeatureStrings>('../features/*/locales/sq.ts'),
};

const dayjsLocales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  mk: () => import('dayjs/locale/mk'),
  sq: () => import('dayjs/locale/sq'),
};

/** mk and sq are fetched with their dayjs locale when first chosen; en is always bundled. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ strings: object }>> = {
  mk: async () => {
    const [{ mk }] = await Promise.all([import('./locales/mk.ts'), import('dayjs/locale/mk')]);
    return { strings: mk };
  },
  sq: async () => {
    const [{ sq }] = await Promise.all([import('./locales/sq.ts'), import('dayjs/locale/sq')]);
    return { strings: sq };
  },
};

/**
 * The language's texts: the latest version its translators published (one version, whole, never
 * mixed with the bundled texts or another version; a key it lacks falls back to English), else
 * the texts bundled with the app (docs/product/translations.md#at-run-time).
 */
async function ensureLoaded(instance: I18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'translation')) return;
  // Loaded with the language: it validates with the contract's schema, and zod is not part of
  // the first page's JavaScript (docs/performance.md, "Web: initial JavaScript").
  const [published] = await Promise.all([
    import('./published-translation.ts').then(({ loadPublishedTranslation }) =>
      loadPublishedTranslation(language),
    ),
    dayjsLocales[language](),
  ]);
  if (published) {
    instance.addResourceBundle(language, 'translation', published.messages, false, true);
    return;
  }
  const [{ strings }, ...features] = await Promise.all([
    loaders[language](),
    ...Object.values(featureLoaders[language]).map((load) => load()),
  ]);
  instance.addResourceBundle(language, 'translation', strings, true, true);
  for (const feature of features)
    instance.addResourceBundle(language, 'translation', feature.strings, true, true);
}

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether dayjs was loaded here; it starts in English, so English alone does not need it. */
let dayjsLoaded = false;

async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' || dayjsLoaded) {
    // Not part of the first page's JavaScript: the date screens bring it, as does another language.
    const { default: dayjs } = await import('dayjs');
    dayjsLoaded = true;
    dayjs.locale(language);
  }
  document.documentElement.lang = language;
}

function addStrings(instance: I18n, features: Record<string, FeatureStrings>): void {
  for (const feature of Object.values(features)) {
    instance.addResourceBundle('en', 'translation', feature.strings, true, true);
  }
}

/**
 * A feature whose English comes with its screens rather than with the frame (feature-english.ts
 * lists them) adds it here when its screens' chunk loads, before any of them renders.
 */
export function addFeatureEnglish(strings: object, instance: I18n = i18next): void {
  englishWithScreens.push(strings);
  if (instance.isInitialized) instance.addResourceBundle('en', 'translation', strings, true, true);
}

/** What `addFeatureEnglish` was given: an instance started later (again) gets it too. */
const englishWithScreens: object[] = [];

/** The instance started with `featureStrings: 'with-frame'` until `loadFeatureStrings` ran. */
let waitingForFeatureStrings: I18n | null = null;

/**
 * Adds every feature's English to the instance that `initI18n` started without them; does nothing
 * when none waits (an instance started with them, as in tests).
 */
export async function loadFeatureStrings(): Promise<void> {
  const instance = waitingForFeatureStrings;
  if (!instance) return;
  const { featureEnglish } = await import('./feature-english.ts');
  addStrings(instance, featureEnglish);
  if (waitingForFeatureStrings === instance) waitingForFeatureStrings = null;
}

/**
 * Starts i18next in the detected language (saved choice, then the browser, else en). With
 * `reportMissing`, keys shown in English while another language is chosen are reported. With
 * `featureStrings: 'with-frame'` the features' English waits for `loadFeatureStrings`.
 */
export async function initI18n(
  instance: I18n = i18next,
  options: {
    reportMissing?: Omit<MissingKeyReporterDeps, 'delayMs'>;
    featureStrings?: 'now' | 'with-frame';
  } = {},
): Promise<I18n> {
  const language = detectLanguage(readSavedLanguage(), navigator.languages ?? [navigator.language]);
  if (options.reportMissing) {
    instance.use(missingKeyPostProcessor(createMissingKeyReporter(options.reportMissing)));
  }
  await instance.use(initReactI18next).init({
    // A copy: i18next merges the features' strings into the object it is given.
    resources: { en: { translation: structuredClone(en) } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(options.reportMissing ? { postProcess: ['missingKeyReport'] } : {}),
  });
  addStrings(instance, featuresBeforeSignIn);
  for (const strings of englishWithScreens) addStrings(instance, { screens: { strings } });
  waitingForFeatureStrings = instance;
  if (options.featureStrings !== 'with-frame') await loadFeatureStrings();
  await changeLanguage(language, instance, { remember: false });
  return instance;
}

/** Switches language, loading its strings and dayjs locale first; remembers the choice. */
export async function changeLanguage(
  language: Language,
  instance: I18n = i18next,
  options: { remember: boolean } = { remember: true },
): Promise<void> {
  await ensureLoaded(instance, language);
  await instance.changeLanguage(language);
  await applyLanguage(language);
  if (options.remember) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  }
}

export { i18next as i18n };
