import '@mantine/dates/styles.css';
import { createActivity } from '@atrium/contract/time-tracking';
import { isCalendarDateString, toUtcCalendarDate } from '@atrium/contract/dates';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOperationMutation } from '../../api/use-operation.ts';
import { createActivityBody } from './activity/activity-form-values.ts';
import { ActivityForm } from './activity/activity-form.tsx';
import { isDayDisabled } from './day/day-navigation.ts';
import { quickAddDefaults } from './home/quick-add.tsx';
import { timelineSelection, useTimelineSelection } from './timeline/timeline-store.ts';
import { useDayRefresh } from './timeline/use-day-refresh.ts';

/** activity/add: a finished activity on `?date=` (default the selected day); back to the day after. */
export function ActivityAddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { selectedDate, currentTimeline } = useTimelineSelection();
  const create = useOperationMutation(createActivity);
  const refresh = useDayRefresh();
  const asked = params.get('date');
  const date = asked && isCalendarDateString(asked) && !isDayDisabled(asked) ? asked : selectedDate;
  const sameDay = date === selectedDate ? (currentTimeline?.activities ?? []) : [];

  return (
    <Paper withBorder p="lg" radius="md" maw={760} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.activity-add')}</Title>
        <ActivityForm
          initial={quickAddDefaults(date || toUtcCalendarDate(new Date()), sameDay, new Date())}
          submitLabel={t('timeTracking.activity.save')}
          onSubmit={async (values) => {
            await create.mutateAsync({ body: createActivityBody(values) });
            notifications.show({
              message: t('timeTracking.activity.saved'),
              color: 'green',
              autoClose: 1600,
            });
            await timelineSelection.selectDate(values.date);
            await refresh();
            await navigate('/');
          }}
          extra={
            <Button variant="default" onClick={() => void navigate('/')}>
              {t('timeTracking.activity.cancel')}
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
