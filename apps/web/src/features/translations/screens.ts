/** The translations screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { TranslationsConfigureScreen } from './translations-configure-screen.tsx';
export { TranslationsManageTranslatorsScreen } from './translations-manage-translators-screen.tsx';
