import { wallClockDate } from '@atrium/contract/dates';
import { createActivity, type Activity } from '@atrium/contract/time-tracking';
import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { browserTimeZone, useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { createActivityBody, localTime, type ActivityFormValues } from '../activity/activity-form-values.ts';
import { ActivityForm } from '../activity/activity-form.tsx';
import { isSelectedDayToday } from '../../../ui/dates/day-navigation.ts';

/** Starts where the day's last activity ended (09:00 on an empty day), one hour or up to now, on the member's clock. */
export function quickAddDefaults(
  date: string,
  activities: readonly Pick<Activity, 'endAt' | 'project' | 'actionType'>[],
  now: Date,
  timeZone: string = browserTimeZone(),
): ActivityFormValues {
  const finished = activities.filter((activity) => activity.endAt !== null);
  const last = finished[finished.length - 1];
  const start = last?.endAt ? localTime(new Date(last.endAt), timeZone) : '09:00';
  const [h, m] = start.split(':').map(Number) as [number, number];
  let end = `${String(Math.min(h + 1, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  if (isSelectedDayToday(date, wallClockDate(now, timeZone))) {
    const nowTime = localTime(now, timeZone);
    if (nowTime > start && nowTime < end) end = nowTime;
  }
  return {
    date,
    start,
    end,
    projectId: last?.project.projectId ?? '',
    actionTypeId: last?.actionType.actionTypeId ?? '',
    description: '',
    billable: true,
  };
}

/** A compact activity form under the day's list: the fastest way to fill a gap. */
export function QuickAdd({
  date,
  activities,
  onAdded,
}: {
  date: string;
  activities: readonly Activity[];
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const create = useOperationMutation(createActivity);
  const timeZone = useMemberTimeZone();
  return (
    <Paper withBorder p="md" radius="md" data-testid="quick-add">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('timeTracking.quickAdd.title')}
        </Title>
        <ActivityForm
          compact
          initial={quickAddDefaults(date, activities, new Date(), timeZone)}
          submitLabel={t('timeTracking.quickAdd.add')}
          onSubmit={async (values) => {
            await create.mutateAsync({ body: createActivityBody(values, timeZone) });
            notifications.show({
              message: t('timeTracking.quickAdd.added'),
              color: 'green',
              autoClose: 1600,
            });
            await onAdded();
          }}
          resetAfterSave={(saved) => ({ ...saved, start: saved.end, end: '', description: '' })}
        />
      </Stack>
    </Paper>
  );
}
