import { ActionIcon, Button, Group, Indicator, Title, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { fromUtcCalendarDate, toUtcCalendarDate, wallClockDate } from '@atrium/contract/dates';
import { useTranslation } from 'react-i18next';
import { isDayDisabled, isSelectedDayToday, nextDay, previousDay } from '../../../ui/dates/day-navigation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useDatePickerFormat, useDateFormat } from '../../../ui/dates/date-format.ts';

/**
 * The selected day: its long name, the previous and next day buttons (next stops at today), a
 * date picker with future days disabled, today highlighted and days with recorded time marked,
 * and a "Today" button when another day is shown.
 */
export function DayHeader({
  date,
  daysWithTime,
  now: instant,
  onSelect,
}: {
  date: string;
  daysWithTime: ReadonlySet<string>;
  now: Date;
  onSelect: (date: string) => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const picker = useDatePickerFormat();
  // The member's calendar (docs/decisions/055-local-days.md): `now` as their zone's wall clock.
  const now = wallClockDate(instant, useMemberTimeZone());
  const day = fromUtcCalendarDate(date) ?? now;
  const next = nextDay(date, now);
  const today = isSelectedDayToday(date, now);
  const title = dates.dayTitle(day);

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={2} data-testid="day-title">
          {today ? `${t('timeTracking.day.today')} · ` : ''}
          {title}
        </Title>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t('timeTracking.day.previousDay')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onSelect(previousDay(date))}
            aria-label={t('timeTracking.day.previousDay')}
          >
            <Chevron direction="left" />
          </ActionIcon>
        </Tooltip>
        <DatePickerInput
          // The shown date is part of the name (WCAG 2.5.3 label in name), as the field writes it.
          aria-label={`${t('timeTracking.day.pickDay')}: ${dates.date(day)}`}
          value={date}
          onChange={(value) => value && onSelect(value)}
          excludeDate={(value) => isDayDisabled(value, now)}
          maxDate={toUtcCalendarDate(now)}
          highlightToday
          {...picker}
          w={150}
          renderDay={(value) => {
            const dayNumber = Number(value.slice(8, 10));
            return daysWithTime.has(value) ? (
              <Indicator size={5} color="blue" offset={-3} position="bottom-center">
                <div>{dayNumber}</div>
              </Indicator>
            ) : (
              <div>{dayNumber}</div>
            );
          }}
          data-testid="day-picker"
        />
        <Tooltip label={t('timeTracking.day.nextDay')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => next && onSelect(next)}
            disabled={next === null}
            aria-label={t('timeTracking.day.nextDay')}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </Tooltip>
        <Button variant="light" onClick={() => onSelect(toUtcCalendarDate(now))} disabled={today}>
          {t('timeTracking.day.today')}
        </Button>
      </Group>
    </Group>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
