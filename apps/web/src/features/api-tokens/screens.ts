import { addFeatureEnglish } from '../../i18n/i18n.ts';
import { strings } from './locales/en.ts';
/** The API token screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AccountApiTokensScreen } from './account-api-tokens-screen.tsx';
export { CompanyApiTokensScreen } from './company-api-tokens-screen.tsx';

// This feature's English comes with its screens, not with the signed-in frame (i18n/feature-english.ts).
addFeatureEnglish(strings);
