import type { LeaveRequest, LeaveType } from '@atrium/contract/absence';
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AbsenceBar } from '../../ui/absence/absence-bar.tsx';
import { absenceFill, AWAY_COLOUR } from '../../ui/absence/calendar-cells.ts';
import { useHours } from '../../ui/absence/minutes.ts';
import { WaitingFor } from '../../ui/absence/waiting-for.tsx';
import { useDateFormat } from '../../ui/dates/date-format.ts';

const STATUS_COLOURS = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
} as const;

type TypeOf = (leaveTypeId: string) => LeaveType | undefined;

/** A day of the request drawn as the planner draws it; rejected and cancelled ones in grey. */
function RequestMark({ request, colourOf }: { request: LeaveRequest; colourOf: TypeOf }) {
  const { i18n } = useTranslation();
  const type = colourOf(request.leaveTypeId);
  const open = request.status === 'approved' || request.status === 'pending';
  const colour = open ? (type?.colour ?? AWAY_COLOUR) : 'var(--mantine-color-gray-4)';
  return (
    <AbsenceBar
      fill={open ? absenceFill(type, request.status === 'pending') : colour}
      colour={colour}
      part={request.part}
      hours={(request.requestedMinutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
      h={14}
      w={28}
    />
  );
}

/**
 * One of my requests: its type, status, days and progress through the approval steps, whom it
 * waits for, and what may still be done with it (withdraw it while pending; ask to cancel it or
 * come back early while an approved absence is not over).
 */
export function MyRequestItem({
  request,
  typeName,
  colourOf,
  justSent,
  highlighted,
  today,
  withdrawing,
  onWithdraw,
  onChange,
}: {
  request: LeaveRequest;
  typeName: string;
  colourOf: TypeOf;
  justSent: boolean;
  highlighted: boolean;
  today: string;
  withdrawing: boolean;
  onWithdraw: () => void;
  onChange: (kind: 'cancel' | 'return_early') => void;
}) {
  const { t } = useTranslation();
  const hours = useHours();
  const format = useDateFormat();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-highlighted={highlighted || undefined}
      style={{
        transition: 'background-color 600ms, border-color 600ms',
        ...(highlighted
          ? {
              backgroundColor: 'var(--mantine-color-blue-light)',
              borderColor: 'var(--mantine-color-blue-filled)',
            }
          : {}),
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{typeName}</Text>
            <Badge color={STATUS_COLOURS[request.status]} variant="light" c="dark.8">
              {t(`absence.status.${request.status}`)}
            </Badge>
            {justSent ? (
              <Badge color="blue" variant="light" c="dark.8">
                {t('absence.requests.justSent')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <RequestMark request={request} colourOf={colourOf} />
            <Text fz="sm">
              {format.day(request.startsOn)}
              {request.endsOn !== request.startsOn ? ` – ${format.day(request.endsOn)}` : ''} ·{' '}
              {t(`absence.part.${request.part}`)} · {hours(request.requestedMinutes)}
            </Text>
          </Group>
          {request.status === 'pending' && request.stepsTotal > 0 ? (
            <Stack gap={2} w={220}>
              <Text fz="xs" c="dimmed">
                {t('absence.requests.progress', {
                  done: request.stepsDone + 1,
                  total: request.stepsTotal,
                })}
              </Text>
              <Progress
                value={(request.stepsDone / request.stepsTotal) * 100}
                aria-label={t('absence.requests.progress', {
                  done: request.stepsDone + 1,
                  total: request.stepsTotal,
                })}
              />
            </Stack>
          ) : null}
          {request.change?.status === 'pending' ? (
            <Text fz="xs" c="dark.6">
              {t('absence.requests.changePending')}
            </Text>
          ) : null}
          <WaitingFor steps={request.waitingFor} />
        </Stack>
        <Group gap="xs">
          {request.status === 'pending' ? (
            <Button variant="default" size="xs" loading={withdrawing} onClick={onWithdraw}>
              {t('absence.requests.withdraw')}
            </Button>
          ) : null}
          {request.status === 'approved' &&
          request.change?.status !== 'pending' &&
          request.endsOn >= today ? (
            <>
              {request.endsOn > request.startsOn ? (
                <Button variant="default" size="xs" onClick={() => onChange('return_early')}>
                  {t('absence.requests.returnEarly')}
                </Button>
              ) : null}
              <Button variant="default" size="xs" onClick={() => onChange('cancel')}>
                {t('absence.requests.askCancel')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
