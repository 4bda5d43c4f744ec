import { getLeaveRequest, type CalendarLeaveType } from '@atrium/contract/absence';
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useHours } from '../../../ui/absence/minutes.ts';
import { WaitingFor } from '../../../ui/absence/waiting-for.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';

const STATUS_COLOURS = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
} as const;

/**
 * One request opened from the planner (docs/product/absence.md#team-planner), for those who may
 * read it: whose, which leave, which days, its state and, while undecided, whom each step waits for.
 */
export function RequestDetail({
  leaveRequestId,
  leaveTypes,
}: {
  leaveRequestId: string;
  leaveTypes: readonly CalendarLeaveType[];
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const hours = useHours();
  const nameOf = useTranslatedName();
  const request = useOperationQuery(getLeaveRequest, { params: { leaveRequestId } });

  if (request.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (request.isError) {
    return (
      <Alert color="red" role="alert">
        {t('absenceTeam.planner.requestFailed')}
      </Alert>
    );
  }
  const detail = request.data;
  const type = leaveTypes.find((candidate) => candidate.leaveTypeId === detail.leaveTypeId);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>{detail.memberName}</Text>
        <Badge color={STATUS_COLOURS[detail.status]} variant="light" c="dark.8">
          {t(`absence.status.${detail.status}`)}
        </Badge>
      </Group>
      {type ? <Text fz="sm">{nameOf(type.names)}</Text> : null}
      <Text fz="sm">
        {format.day(detail.startsOn)}
        {detail.endsOn !== detail.startsOn ? ` – ${format.day(detail.endsOn)}` : ''} ·{' '}
        {t(`absence.part.${detail.part}`)} · {hours(detail.requestedMinutes)}
      </Text>
      {detail.status === 'pending' && detail.stepsTotal > 0 ? (
        <Text fz="sm" c="dimmed">
          {t('absence.requests.progress', { done: detail.stepsDone + 1, total: detail.stepsTotal })}
        </Text>
      ) : null}
      {detail.change?.status === 'pending' ? (
        <Text fz="sm" c="dark.6">
          {t('absence.requests.changePending')}
        </Text>
      ) : null}
      <WaitingFor steps={detail.waitingFor} />
    </Stack>
  );
}
