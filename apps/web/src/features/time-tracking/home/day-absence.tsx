import type { Translations } from '@atrium/contract/absence';
import { Modules } from '@atrium/contract/access';
import { resolveLanguage } from '@atrium/contract/locale';
import { getCurrentUserAbsenceOnDate, type DayLeave } from '@atrium/contract/time-tracking';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { durationText } from '../day/duration-text.ts';

/** `09:30` for minutes after local midnight. */
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The selected day's leave and holiday on home (docs/product/time-tracking.md#leave-and-holidays),
 * so a day without work says why: approved leave, pending leave marked as such, a public holiday
 * or an optional one the person took, and the hours their schedule expects. Only with ABSENCE;
 * nothing is shown for an ordinary working day.
 */
export function DayAbsence({ date }: { date: string }) {
  const session = useSession();
  const enabled = Boolean(session?.modules.includes(Modules.ABSENCE));
  const day = useOperationQuery(getCurrentUserAbsenceOnDate, { query: { date } }, { enabled });
  if (!enabled || !day.data || (day.data.holiday === null && day.data.leave.length === 0)) return null;
  return <DayAbsenceCard {...day.data} />;
}

function DayAbsenceCard({
  holiday,
  leave,
  expectedMinutes,
}: {
  holiday: { names: Translations; kind: 'public' | 'optional' } | null;
  leave: DayLeave[];
  expectedMinutes: number;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = (names: Translations) => names[resolveLanguage(i18n.language)] ?? names.en;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="day-absence"
    >
      <Title order={3} fz="md" mb="xs" id={titleId}>
        {t('timeTracking.leave.title')}
      </Title>
      <Stack gap="xs">
        {holiday ? (
          <Group gap="xs" data-testid="day-holiday">
            <Badge variant="outline" color="teal.9">
              {t(
                holiday.kind === 'public'
                  ? 'timeTracking.leave.publicHoliday'
                  : 'timeTracking.leave.optionalHoliday',
              )}
            </Badge>
            <Text fw={600}>{name(holiday.names)}</Text>
          </Group>
        ) : null}
        {leave.map((item) => (
          <Group key={item.requestId} gap="xs" wrap="nowrap" data-testid="day-leave">
            <Box
              w={12}
              h={12}
              style={{
                borderRadius: 3,
                flex: 'none',
                background:
                  item.status === 'pending'
                    ? `repeating-linear-gradient(45deg, ${item.colour}, ${item.colour} 3px, transparent 3px, transparent 6px)`
                    : item.colour,
                border: `1px solid ${item.colour}`,
              }}
              aria-hidden="true"
            />
            <Text fw={600}>{name(item.names)}</Text>
            <Text c="dimmed" fz="sm">
              {item.part === 'hours' && item.startMinute !== null && item.endMinute !== null
                ? t('timeTracking.leave.hours', { from: clock(item.startMinute), to: clock(item.endMinute) })
                : t(`timeTracking.leave.part.${item.part}`)}
              {' · '}
              {t('timeTracking.leave.covers', { duration: durationText(item.minutes * 60) })}
            </Text>
            {item.status === 'pending' ? (
              <Badge variant="outline" color="orange.9">
                {t('timeTracking.leave.pending')}
              </Badge>
            ) : null}
          </Group>
        ))}
        <Text fz="sm" c="dimmed" data-testid="day-expected">
          {expectedMinutes > 0
            ? t('timeTracking.leave.expected', { duration: durationText(expectedMinutes * 60) })
            : t('timeTracking.leave.nothingExpected')}
        </Text>
      </Stack>
    </Paper>
  );
}
