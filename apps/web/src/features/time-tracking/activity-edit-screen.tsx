import '@mantine/dates/styles.css';
import { wallClockDate } from '@atrium/contract/dates';
import { deleteActivity, getActivityById, updateActivity } from '@atrium/contract/time-tracking';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useMemberTimeZone } from '../../auth/member-time-zone.ts';
import { activityBody, activityFormValues } from './activity/activity-form-values.ts';
import { ActivityForm } from './activity/activity-form.tsx';
import { dayPath, lastSelectedDay } from './timeline/selected-day.ts';
import { useDayRefresh } from './timeline/use-day-refresh.ts';
import { MissingEntry } from './ui/missing-entry.tsx';

/** activity/edit?activityId=…: change or delete one of the member's activities. */
export function ActivityEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityId = Number(params.get('activityId'));
  const valid = Number.isSafeInteger(activityId) && activityId > 0;
  const activity = useOperationQuery(getActivityById, { params: { activityId } }, { enabled: valid });
  const update = useOperationMutation(updateActivity);
  const remove = useOperationMutation(deleteActivity);
  const refresh = useDayRefresh();
  const timeZone = useMemberTimeZone();
  const [confirming, setConfirming] = useState(false);
  // Today is a day on the member's calendar (docs/decisions/055-local-days.md).
  const homeOf = (date: string | null) => {
    const calendarNow = wallClockDate(new Date(), timeZone);
    return dayPath(date ?? lastSelectedDay(calendarNow), calendarNow);
  };

  /** Back to the activity's day (the last selected day when it is not known). */
  const done = async (date: string | null) => {
    await refresh();
    await navigate(homeOf(date));
  };

  const deleteAndLeave = async () => {
    await remove.mutateAsync({ params: { activityId } });
    notifications.show({ message: t('timeTracking.activity.deleted'), color: 'green', autoClose: 1600 });
    await done(activity.data ? activityFormValues(activity.data, timeZone).date : null);
  };

  let body;
  if (!valid || activity.isError) {
    body = (
      <MissingEntry
        message={t('timeTracking.activity.notFound')}
        backLabel={t('timeTracking.activity.backToTimeline')}
        onBack={() => void navigate(homeOf(null))}
      />
    );
  } else if (activity.isPending) {
    body = <Loader size="sm" aria-label={t('common.loading')} />;
  } else {
    const current = activity.data;
    const running = current.endAt === null;
    body = (
      <ActivityForm
        initial={activityFormValues(current, timeZone)}
        activityId={activityId}
        running={running}
        keep={{
          project: {
            projectId: current.project.projectId,
            name: current.project.name,
            clientName: current.project.clientName,
          },
          actionType: current.actionType,
        }}
        submitLabel={t('timeTracking.activity.save')}
        onSubmit={async (values) => {
          await update.mutateAsync({ params: { activityId }, body: activityBody(values, timeZone) });
          notifications.show({ message: t('timeTracking.activity.saved'), color: 'green', autoClose: 1600 });
          await done(values.date);
        }}
        extra={
          <>
            {confirming ? (
              <Group gap="xs">
                <Text fz="sm">{t('timeTracking.activity.deleteConfirm')}</Text>
                <Button color="red" loading={remove.isPending} onClick={() => void deleteAndLeave()}>
                  {t('timeTracking.activity.delete')}
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('timeTracking.activity.delete')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(homeOf(null))}>
              {t('timeTracking.activity.cancel')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={760} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.activity-edit')}</Title>
        {body}
      </Stack>
    </Paper>
  );
}
