/** Moved to ui/translated-name.ts; kept while the absence gantt and the member import still import it from here. */
export { translatedName, useTranslatedName } from '../../ui/translated-name.ts';
