import { addFeatureEnglish } from '../../i18n/i18n.ts';
import { strings } from './locales/en.ts';
/** The mail outbox screen, loaded lazily by the route table (src/app/routes). */
export { MailOutboxScreen } from './mail-outbox-screen.tsx';

// This feature's English comes with its screens, not with the signed-in frame (i18n/feature-english.ts).
addFeatureEnglish(strings);
