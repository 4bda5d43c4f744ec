import '@mantine/dates/styles.css';
import { deleteActivity, getActivityById, updateActivity } from '@atrium/contract/time-tracking';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { activityBody, activityFormValues } from './activity/activity-form-values.ts';
import { ActivityForm } from './activity/activity-form.tsx';
import { timelineSelection } from './timeline/timeline-store.ts';
import { useDayRefresh } from './timeline/use-day-refresh.ts';

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
  const [confirming, setConfirming] = useState(false);

  const done = async (date: string | null) => {
    if (date) await timelineSelection.selectDate(date);
    await refresh();
    await navigate('/');
  };

  let body;
  if (!valid || activity.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('timeTracking.activity.notFound')}
      </Alert>
    );
  } else if (activity.isPending) {
    body = <Loader size="sm" aria-label={t('common.loading')} />;
  } else {
    const current = activity.data;
    const running = current.endAt === null;
    body = (
      <ActivityForm
        initial={activityFormValues(current)}
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
          await update.mutateAsync({ params: { activityId }, body: activityBody(values) });
          notifications.show({ message: t('timeTracking.activity.saved'), color: 'green', autoClose: 1600 });
          await done(values.date);
        }}
        extra={
          <>
            {confirming ? (
              <Group gap="xs">
                <Text fz="sm">{t('timeTracking.activity.deleteConfirm')}</Text>
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={async () => {
                    await remove.mutateAsync({ params: { activityId } });
                    notifications.show({
                      message: t('timeTracking.activity.deleted'),
                      color: 'green',
                      autoClose: 1600,
                    });
                    await done(null);
                  }}
                >
                  {t('timeTracking.activity.delete')}
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('timeTracking.activity.delete')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate('/')}>
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
