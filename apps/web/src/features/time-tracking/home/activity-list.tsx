import type { Activity } from '@atrium/contract/time-tracking';
import { ActionIcon, Badge, ColorSwatch, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNarrowContainer } from '../../../ui/layout/use-narrow-container.ts';
import { durationText, elapsedText } from '../day/duration-text.ts';
import { useLocaleTools } from '../ui/use-locale.ts';

/** Below this width the table's columns would not fit: the list becomes cards. */
const TABLE_MIN_WIDTH = 560;

interface ListProps {
  activities: readonly Activity[];
  now: Date;
  onEdit: (activity: Activity) => void;
}

/**
 * The day's activities: time, project and client, action, description, duration and edit — as a
 * table where it fits, as cards where it does not (phones, a tablet's column), never cut off.
 */
export function ActivityList(props: ListProps) {
  const { ref, narrow } = useNarrowContainer(TABLE_MIN_WIDTH);
  return <div ref={ref}>{narrow ? <ActivityCards {...props} /> : <ActivityTable {...props} />}</div>;
}

function durationOf(activity: Activity, now: Date): string {
  if (activity.endAt !== null) return durationText(activity.durationSeconds ?? 0);
  return elapsedText((now.getTime() - Date.parse(activity.startAt)) / 1000);
}

function EditButton({ activity, onEdit }: { activity: Activity; onEdit: (activity: Activity) => void }) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  return (
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
  );
}

function ActivityCards({ activities, now, onEdit }: ListProps) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="activity-list">
      {activities.map((activity) => (
        <Paper
          component="li"
          key={activity.activityId}
          withBorder
          p="xs"
          radius="md"
          data-testid="activity-row"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <ColorSwatch color={activity.project.colour} size={12} withShadow={false} mt={4} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={500}>
                  {activity.project.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {activity.project.clientName} · {activity.actionType.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {locale.time(activity.startAt)}–
                  {activity.endAt ? locale.time(activity.endAt) : t('timeTracking.day.running')}
                </Text>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Text
                fz="sm"
                fw={600}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="activity-duration"
              >
                {durationOf(activity, now)}
              </Text>
              <EditButton activity={activity} onEdit={onEdit} />
            </Group>
          </Group>
          {activity.description || activity.billable ? (
            <Group gap={6} mt={4} pl={20}>
              {activity.description ? (
                <Text fz="sm" lineClamp={2}>
                  {activity.description}
                </Text>
              ) : null}
              {activity.billable ? (
                <Badge size="xs" variant="filled" color="teal.9">
                  {t('timeTracking.activity.billable')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

function ActivityTable({ activities, now, onEdit }: ListProps) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
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
                  {durationOf(activity, now)}
                </Table.Td>
                <Table.Td>
                  <EditButton activity={activity} onEdit={onEdit} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
