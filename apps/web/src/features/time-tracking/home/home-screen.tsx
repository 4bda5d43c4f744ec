import '@mantine/dates/styles.css';
import type { Activity } from '@atrium/contract/time-tracking';
import { Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getRunningTimer } from '@atrium/contract/time-tracking';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { TimerCard, TIMER_POLL_MS } from '../timer/timer-card.tsx';
import { useDayTimeline } from '../timeline/use-day-timeline.ts';
import { useDayRefresh } from '../timeline/use-day-refresh.ts';
import { useNow } from '../ui/use-now.ts';
import { ActivityList } from './activity-list.tsx';
import { DayAbsence } from './day-absence.tsx';
import { WeekOvertime } from './week-overtime.tsx';
import { DayAxis } from './day-axis.tsx';
import { DayHeader } from './day-header.tsx';
import { DayTotals } from './day-totals.tsx';
import { QuickAdd } from './quick-add.tsx';

/**
 * Home (`/`, `/?day=YYYY-MM-DD`): the signed-in member's day. The selected day comes from the
 * address and its timeline from the query cache (docs/product/time-tracking.md#timeline-selection);
 * a failed lookup simply shows an empty day.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selectedDate, currentTimeline, timelines, loading, selectDate } = useDayTimeline();
  const refresh = useDayRefresh();
  const now = useNow(30_000);
  const activities = currentTimeline?.activities ?? [];
  const daysWithTime = useMemo(() => new Set(timelines.map((timeline) => timeline.date)), [timelines]);
  const open = (activity: Activity) => void navigate(`/activity/edit?activityId=${activity.activityId}`);

  useTimerFollowsOtherTabs(refresh);

  return (
    <Stack gap="lg" maw={1280}>
      <DayHeader date={selectedDate} daysWithTime={daysWithTime} now={now} onSelect={selectDate} />
      <TimerCard onChanged={refresh} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="xs">
              <Title order={3} fz="md">
                {t('timeTracking.day.axis')}
              </Title>
              {loading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
            </Group>
            <DayAxis date={selectedDate} activities={activities} now={now} onOpen={open} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <DayAbsence date={selectedDate} />
            <DayTotals date={selectedDate} timeline={currentTimeline} />
            <WeekOvertime date={selectedDate} />
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="xs">
                <Title order={3} fz="md">
                  {t('timeTracking.day.activities')}
                </Title>
                <Button component={Link} to={`/activity/add?date=${selectedDate}`} variant="light" size="xs">
                  {t('timeTracking.day.addActivity')}
                </Button>
              </Group>
              {activities.length === 0 ? (
                <Stack gap={2} py="md" align="center" data-testid="empty-day">
                  <Text fw={500}>{t('timeTracking.day.noActivities')}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('timeTracking.day.noActivitiesHint')}
                  </Text>
                </Stack>
              ) : (
                <ActivityList activities={activities} now={now} onEdit={open} />
              )}
            </Paper>
            <QuickAdd key={selectedDate} date={selectedDate} activities={activities} onAdded={refresh} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * A timer started or stopped in another tab changes this day too: when the running timer seen
 * here changes, the day is reloaded.
 */
function useTimerFollowsOtherTabs(refresh: () => Promise<void>) {
  const timer = useOperationQuery(getRunningTimer, undefined, {
    refetchInterval: TIMER_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const seen = useRef<number | null | undefined>(undefined);
  const current = timer.isSuccess ? (timer.data?.activityId ?? null) : undefined;
  useEffect(() => {
    if (current === undefined) return;
    if (seen.current !== undefined && seen.current !== current) void refresh();
    seen.current = current;
  }, [current, refresh]);
}
