import { useTranslation } from 'react-i18next';

/** Minutes as hours in the interface language ("7.5 h"); balances and requests are kept in minutes. */
export function useHours(): (minutes: number) => string {
  const { t, i18n } = useTranslation();
  return (minutes) =>
    t('absence.hours', {
      hours: (minutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
    });
}

/** `HH:MM` ↔ minutes after midnight, for requests of hours. */
export function clockToMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}
