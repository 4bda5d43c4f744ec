import type { BalanceUnit } from '@atrium/contract/absence';
import { useTranslation } from 'react-i18next';

/** Minutes as hours in the interface language ("7.5 h"); balances and requests are kept in minutes. */
export function useHours(): (minutes: number) => string {
  const { t, i18n } = useTranslation();
  return (minutes) =>
    t('absence.hours', {
      hours: (minutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
    });
}

export interface AmountFormat {
  /** "2.5 days" or "20 h"; signed: "+2.5 days", "-4 h" (a change; zero has no sign). */
  amount: (minutes: number, options?: { signed?: boolean }) => string;
  /** The bare number in the same unit ("2.5"), where the unit was just named. */
  number: (minutes: number) => string;
}

/**
 * Minutes in the unit a balance is counted in (docs/product/absence.md#allowances): days of the
 * member's working day when its policy gives days, else hours. Without a unit, hours.
 */
export function useAmount(unit: BalanceUnit | undefined, dayMinutes: number | undefined): AmountFormat {
  const { t, i18n } = useTranslation();
  const inDays = unit === 'days' && dayMinutes !== undefined && dayMinutes > 0;
  const digits = inDays ? 2 : 1;
  // Rounded before the plural is chosen, so that what reads "1" is "1 day", never "1 days".
  const size = (minutes: number) => {
    const scale = 10 ** digits;
    return Math.round((Math.abs(minutes) / (inDays ? dayMinutes : 60)) * scale) / scale;
  };
  const number = (minutes: number) =>
    size(minutes).toLocaleString(i18n.language, { maximumFractionDigits: digits });
  return {
    amount: (minutes, options) => {
      const value = size(minutes);
      const sign = value === 0 ? '' : minutes < 0 ? '-' : options?.signed ? '+' : '';
      return (
        sign + (inDays ? t('absence.days', { count: value }) : t('absence.hours', { hours: number(minutes) }))
      );
    },
    number,
  };
}

/** `HH:MM` ↔ minutes after midnight, for requests of hours. */
export function clockToMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}
