import {
  MODULE_NAMES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGUAGES,
  PARAM_WORDS,
  isNotificationKind,
  type NotificationLanguage,
  type NotificationText,
} from './notification-catalogue.ts';
import { isModule } from '../access/index.ts';

/** The person's language when notifications have it, English otherwise. */
export function notificationLanguage(preferred: string | null | undefined): NotificationLanguage {
  const base = (preferred ?? '').toLowerCase().split('-')[0];
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as NotificationLanguage)
    : 'en';
}

/**
 * A notification's title and body in one language: the catalogue's text with each `{name}`
 * replaced by its parameter, module keys, roles and on/off words translated. A kind the catalogue
 * no longer has renders as its bare kind, so old rows never break a list.
 */
export function renderNotification(
  kind: string,
  params: Readonly<Record<string, string>>,
  language: NotificationLanguage,
): NotificationText {
  if (!isNotificationKind(kind)) return { title: kind, body: '' };
  const text = NOTIFICATION_EVENTS[kind].text[language];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      if (name === 'module' && isModule(value)) return MODULE_NAMES[language][value];
      if (name === 'role' || name === 'state') return PARAM_WORDS[language][value] ?? value;
      return value;
    });
  return { title: fill(text.title), body: fill(text.body) };
}
