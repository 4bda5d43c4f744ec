import { addFeatureEnglish } from '../../i18n/i18n.ts';
import { strings } from './locales/en.ts';
/** The translations screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { TranslationsConfigureScreen } from './translations-configure-screen.tsx';
export { TranslationsManageTranslatorsScreen } from './translations-manage-translators-screen.tsx';

// This feature's English comes with its screens, not with the signed-in frame (i18n/feature-english.ts).
addFeatureEnglish(strings);
