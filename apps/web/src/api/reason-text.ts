import type { ErrorReason } from '@atrium/contract/errors';
import { formatDate } from '@atrium/contract/locale';
import { i18n } from '../i18n/i18n.ts';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A refusal in the reader's words (docs/product/error-texts-and-toasts.md#text-for-people): its
 * reason's key in the interface language, calendar days written as every screen writes dates.
 * Without a reason (or one this build lacks) an English screen keeps the server's English message,
 * which says more; any other language writes `fallbackKey`, the generic text of the error's code
 * or of a wrong field, so no refusal reaches an mk or sq screen in English (decision 081).
 */
export function reasonText(reason: ErrorReason | undefined, message: string, fallbackKey?: string): string {
  if (!reason || !i18n.exists(reason.key)) {
    const english = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('en');
    return english || !fallbackKey || !i18n.exists(fallbackKey) ? message : i18n.t(fallbackKey);
  }
  const values = Object.fromEntries(
    Object.entries(reason.values).map(([name, value]) => {
      const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
      // A calendar day is that day wherever the reader is: built in local time, not UTC midnight.
      const written = day
        ? formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])), i18n.language, 'medium')
        : value;
      return [name, written];
    }),
  );
  return i18n.t(reason.key, values);
}
