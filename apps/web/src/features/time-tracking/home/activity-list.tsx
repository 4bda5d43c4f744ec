import type { Activity } from '@atrium/contract/time-tracking';
import { ActionIcon, Badge, ColorSwatch, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { durationText, elapsedText } from '../day/duration-text.ts';
import { useLocaleTools } from '../ui/use-locale.ts';

/** The day's activities as a table: time, project and client, action, description, duration. */
export function ActivityList({
  activities,
  now,
  onEdit,
}: {
  activities: readonly Activity[];
  now: Date;
  onEdit: (activity: Activity) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="activity-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timeTracking.activity.time')}</Table.Th>
            <Table.Th>{t('timeTracking.activity.project')}</Table.Th>
            <Table.Th>{t('timeTracking.activity.description')}</Table.Th>
            <Table.Th ta="right">{t('timeTracking.activity.duration')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity) => {
            const running = activity.endAt === null;
            const seconds = running
              ? (now.getTime() - Date.parse(activity.startAt)) / 1000
              : (activity.durationSeconds ?? 0);
            return (
              <Table.Tr key={activity.activityId} data-testid="activity-row">
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {locale.time(activity.startAt)}–
                  {activity.endAt ? locale.time(activity.endAt) : t('timeTracking.day.running')}
                </Table.Td>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <ColorSwatch color={activity.project.colour} size={12} withShadow={false} />
                    <Stack gap={0}>
                      <Text fz="sm" fw={500}>
                        {activity.project.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {activity.project.clientName} · {activity.actionType.name}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text fz="sm" lineClamp={2}>
                      {activity.description}
                    </Text>
                    {activity.billable ? (
                      // Filled teal.9: white on #087f5b is 5:1; the light green variant is 3.8:1 (axe color-contrast).
                      <Badge size="xs" variant="filled" color="teal.9">
                        {t('timeTracking.activity.billable')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="activity-duration"
                >
                  {running ? elapsedText(seconds) : durationText(seconds)}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('timeTracking.activity.edit')}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEdit(activity)}
                      aria-label={`${t('timeTracking.activity.edit')}: ${activity.project.name} ${locale.time(activity.startAt)}`}
                    >
                      <svg
                        width="16"
                        height="16"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden
                      >
                        <path d="M4 20h4L19 9l-4-4L4 16v4z" />
                      </svg>
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
