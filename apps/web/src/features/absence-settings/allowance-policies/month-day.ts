import { useTranslation } from 'react-i18next';

/** A month and day `MM-DD` (the day carried days lapse) in the interface language: "30 June", mk "30 јуни". */
export function useMonthDay(): (monthDay: string) => string {
  const { t } = useTranslation();
  return (monthDay) => {
    const [month = '', day = ''] = monthDay.split('-');
    return t('absenceSettings.allowancePolicies.monthDay', {
      day: Number(day),
      month: t(`absenceSettings.allowancePolicies.months.m${month}`),
    });
  };
}
