import '@mantine/dates/styles.css';
import { createActivity } from '@atrium/contract/time-tracking';
import { isCalendarDateString, toUtcCalendarDate, wallClockDate } from '@atrium/contract/dates';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOperationMutation } from '../../api/use-operation.ts';
import { useMemberTimeZone } from '../../auth/member-time-zone.ts';
import { createActivityBody } from './activity/activity-form-values.ts';
import { ActivityForm } from './activity/activity-form.tsx';
import { isDayDisabled } from '../../ui/dates/day-navigation.ts';
import { quickAddDefaults } from './home/quick-add.tsx';
import { dayTimelineKey, fetchDayTimeline } from './timeline/day-timeline-queries.ts';
import { dayPath, lastSelectedDay } from './timeline/selected-day.ts';
import { useDayRefresh } from './timeline/use-day-refresh.ts';

/** activity/add: a finished activity on `?date=` (default the last selected day); back to its day after. */
export function ActivityAddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useOperationMutation(createActivity);
  const refresh = useDayRefresh();
  const timeZone = useMemberTimeZone();
  const asked = params.get('date');
  // Days on the member's calendar (docs/decisions/055-local-days.md).
  const calendarNow = wallClockDate(new Date(), timeZone);
  const date =
    asked && isCalendarDateString(asked) && !isDayDisabled(asked, calendarNow)
      ? asked
      : lastSelectedDay(calendarNow);
  // The day's activities place the suggested start after the last one.
  const day = useQuery({ queryKey: dayTimelineKey(date), queryFn: () => fetchDayTimeline(date) });
  const sameDay = day.data?.activities ?? [];

  return (
    <Paper withBorder p="lg" radius="md" maw={760} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.activity-add')}</Title>
        <ActivityForm
          initial={quickAddDefaults(date || toUtcCalendarDate(calendarNow), sameDay, new Date(), timeZone)}
          submitLabel={t('timeTracking.activity.save')}
          onSubmit={async (values) => {
            await create.mutateAsync({ body: createActivityBody(values, timeZone) });
            notifications.show({
              message: t('timeTracking.activity.saved'),
              color: 'green',
              autoClose: 1600,
            });
            await refresh();
            await navigate(dayPath(values.date, wallClockDate(new Date(), timeZone)));
          }}
          extra={
            <Button
              variant="default"
              onClick={() => void navigate(dayPath(date, wallClockDate(new Date(), timeZone)))}
            >
              {t('timeTracking.activity.cancel')}
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
