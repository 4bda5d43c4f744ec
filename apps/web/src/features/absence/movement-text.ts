import { useTranslation } from 'react-i18next';
import type { BalanceMovement } from './balance-movements.ts';
import type { AmountFormat } from '../../ui/absence/minutes.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';

/**
 * What a movement of a balance was, in words: the kind of entry, or the year-end roll as one
 * (docs/product/absence.md#allowances). The person's explanation and the adjustments screen
 * read the same.
 */
export function useMovementText(): (movement: BalanceMovement, amount: AmountFormat) => string {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (movement, amount) => {
    if (movement.type === 'yearEnd') {
      if (movement.carriedMinutes === 0) {
        return t('absence.balances.lapsedAtYearEnd', { year: movement.fromYear });
      }
      return movement.lapsedMinutes > 0
        ? t('absence.balances.carriedOverLapsed', {
            year: movement.fromYear,
            carried: amount.amount(movement.carriedMinutes),
            lapsed: amount.number(movement.lapsedMinutes),
          })
        : t('absence.balances.carriedOver', {
            year: movement.fromYear,
            carried: amount.amount(movement.carriedMinutes),
          });
    }
    const { entry } = movement;
    // A lapse later in the year is of carried days not used by their last day.
    if (entry.kind === 'expiry' && entry.source === 'job') return t('absence.balances.carriedLapsed');
    // Approved overtime: each week its own line (docs/product/overtime.md#time-off-in-lieu).
    if (entry.source === 'overtime' && entry.overtimePeriod) {
      return t('absence.balances.overtimeWeek', {
        from: format.day(entry.overtimePeriod.from),
        to: format.day(entry.overtimePeriod.to),
      });
    }
    return t(`absence.balances.kind.${entry.kind}`);
  };
}
