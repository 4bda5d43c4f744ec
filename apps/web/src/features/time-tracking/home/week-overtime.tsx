import { getMemberOvertime } from '@atrium/contract/addresses';
import { Modules } from '@atrium/contract/access';
import { addUtcDays } from '@atrium/contract/dates';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { durationText } from '../day/duration-text.ts';

/** The Monday of the week `day` falls in. */
function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addUtcDays(day, -((weekday + 6) % 7));
}

/**
 * The overtime of the selected day's week on home (docs/product/overtime.md#weeks): a small
 * figure under the day's totals, with whether it waits for approval. Only with ABSENCE.
 */
export function WeekOvertime({ date }: { date: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const enabled = Boolean(session?.modules.includes(Modules.ABSENCE));
  const from = weekStartOf(date);
  const week = useOperationQuery(
    getMemberOvertime,
    { query: { from, to: addUtcDays(from, 6) } },
    { enabled },
  );
  if (!enabled || !week.data) return null;
  const [figures] = week.data.weeks;
  const minutes = figures?.approval?.minutes ?? week.data.overtimeMinutes;
  return (
    <Group gap="xs" data-testid="week-overtime">
      <Text fz="sm" c="dimmed">
        {t('timeTracking.overtime.week')}
      </Text>
      <Text fz="sm" fw={600}>
        {minutes < 0 ? `−${durationText(-minutes * 60)}` : durationText(minutes * 60)}
      </Text>
      {figures && (figures.state === 'pending' || figures.state === 'approved') ? (
        <Text fz="sm" c="dimmed">
          {t(`timeTracking.overtime.${figures.state}`)}
        </Text>
      ) : null}
    </Group>
  );
}
