import {
  MODULE_NAMES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGUAGES,
  PARAM_WORDS,
  TRACKED_JOB_NAMES,
  isNotificationKind,
  isTrackedJobQueue,
  type NotificationLanguage,
  type NotificationText,
} from './notification-catalogue.ts';
import { isModule } from '../access/index.ts';
import { formatDate } from '../locale/format-date.ts';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as the reader's screens write dates ("Nov 30, 2026", mk "30.11.2026"). */
function writtenDay(value: string, language: NotificationLanguage): string {
  const day = CALENDAR_DAY.exec(value);
  if (!day) return value;
  return formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])), language, 'medium');
}

/** The person's language when notifications have it, English otherwise. */
export function notificationLanguage(preferred: string | null | undefined): NotificationLanguage {
  const base = (preferred ?? '').toLowerCase().split('-')[0];
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as NotificationLanguage)
    : 'en';
}

/**
 * A notification's title and body in one language: the catalogue's text with each `{name}`
 * replaced by its parameter, module keys, tracked jobs' queues, roles and on/off words translated, calendar days written
 * in the language's date format (docs/product/error-texts-and-toasts.md#text-for-people). A kind the catalogue
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
      if (name === 'jobName' && isTrackedJobQueue(value)) return TRACKED_JOB_NAMES[language][value];
      return writtenDay(value, language);
    });
  return { title: fill(text.title), body: fill(text.body) };
}
