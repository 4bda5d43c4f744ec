import { TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLocaleTools } from './use-locale.ts';

export interface TimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  clearable?: boolean;
}

/**
 * A time of day `HH:mm` in the interface language's clock: 24-hour in mk and sq, 12-hour with
 * AM/PM in en. The value stays 24-hour whatever is shown.
 */
export function TimeField({ label, value, onChange, error, required, clearable }: TimeFieldProps) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  return (
    <TimePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next.slice(0, 5))}
      format={locale.clock}
      amPmLabels={locale.amPm}
      hoursInputLabel={`${label}: ${t('timeTracking.timeField.hours')}`}
      minutesInputLabel={`${label}: ${t('timeTracking.timeField.minutes')}`}
      amPmInputLabel={`${label}: ${t('timeTracking.timeField.amPm')}`}
      error={error}
      required={required}
      clearable={clearable}
    />
  );
}
