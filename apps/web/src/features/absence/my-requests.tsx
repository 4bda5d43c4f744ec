import {
  cancelLeaveRequest,
  changeLeaveRequest,
  getLeaveBalances,
  getLeaveTypes,
  getMyLeaveRequests,
  type LeaveRequest,
} from '@atrium/contract/absence';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat, useDatePickerFormat } from '../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { absenceFill, AWAY_COLOUR } from '../../ui/absence/calendar-cells.ts';
import { AbsenceBar } from '../../ui/absence/absence-bar.tsx';
import { useHours } from '../../ui/absence/minutes.ts';
import { useRequestDays } from './request-days.ts';
import { WaitingFor } from '../../ui/absence/waiting-for.tsx';

const STATUS_COLOURS = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
} as const;

/** Ask to cancel an approved absence or to come back early. */
function ChangeDialog({
  request,
  kind,
  onDone,
}: {
  request: LeaveRequest;
  kind: 'cancel' | 'return_early';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const [endsOn, setEndsOn] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useOperationMutation(changeLeaveRequest, {
    invalidates: [getMyLeaveRequests, getLeaveBalances],
  });
  const send = async () => {
    setRefusal(null);
    try {
      await change.mutateAsync({
        params: { leaveRequestId: request.leaveRequestId },
        body: { kind, endsOn: kind === 'return_early' ? endsOn : null, comment: comment || null },
      });
      notifications.show({ message: t('absence.requests.sent'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setRefusal(
        isApiError(error) ? (error.fields?.[0]?.message ?? error.message) : t('absence.requests.failed'),
      );
    }
  };
  return (
    <Stack gap="sm">
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {kind === 'return_early' ? (
        <DatePickerInput
          label={t('absence.requests.newLastDay')}
          required
          {...picker}
          value={endsOn}
          onChange={(value) => setEndsOn(value ? dayjs(value).format('YYYY-MM-DD') : null)}
          minDate={request.startsOn}
          maxDate={dayjs(request.endsOn).subtract(1, 'day').format('YYYY-MM-DD')}
        />
      ) : null}
      <Textarea
        label={t('absence.form.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('absence.cancel')}
        </Button>
        <Button
          loading={change.isPending}
          disabled={kind === 'return_early' && !endsOn}
          onClick={() => void send()}
        >
          {t('absence.requests.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** How long a request just sent stays highlighted; its "Just sent" badge stays. */
const HIGHLIGHT_MS = 4000;

/**
 * My requests, newest first, with their progress through the approval steps and whom each waits
 * for. The request just sent comes first whatever its days (the list is ordered by first day, so
 * it could land anywhere), marked, highlighted for a moment and scrolled into view, under a
 * confirmation naming its days that stays (a toast would be gone before the dates are read). It
 * shows from the server's answer to sending it, before the list is read again.
 */
export function MyRequests({ justSent = null }: { justSent?: LeaveRequest | null }) {
  const { t, i18n } = useTranslation();
  const hours = useHours();
  const format = useDateFormat();
  const requestDays = useRequestDays();
  const nameOf = useTranslatedName();
  const requests = useOperationQuery(getMyLeaveRequests, { query: {} });
  const types = useOperationQuery(getLeaveTypes);
  const withdraw = useOperationMutation(cancelLeaveRequest, {
    invalidates: [getMyLeaveRequests, getLeaveBalances],
  });
  // An absence that is over can no longer be cancelled or shortened from here.
  const today = dayjs().format('YYYY-MM-DD');
  const [changing, setChanging] = useState<{ request: LeaveRequest; kind: 'cancel' | 'return_early' } | null>(
    null,
  );
  const typeName = (leaveTypeId: string) => {
    const type = types.data?.find((candidate) => candidate.leaveTypeId === leaveTypeId);
    return type ? nameOf(type.names) : '';
  };
  // A day of the request drawn as the planner draws it; rejected and cancelled ones in grey.
  const markOf = (request: LeaveRequest) => {
    const type = types.data?.find((candidate) => candidate.leaveTypeId === request.leaveTypeId);
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
  };
  const justSentId = justSent?.leaveRequestId ?? null;
  // The highlight ends once its time is up for the request it was for.
  const [fadedFor, setFadedFor] = useState<string | null>(null);
  const highlighted = justSentId !== fadedFor ? justSentId : null;
  // The page is not scrolled to it: the person is still at the form, perhaps asking for the next
  // days, and the confirmation there names what was sent.
  useEffect(() => {
    if (justSentId === null) return;
    const timer = window.setTimeout(() => setFadedFor(justSentId), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [justSentId]);
  const listed = requests.data ?? [];
  const shown = justSent
    ? [
        listed.find((request) => request.leaveRequestId === justSentId) ?? justSent,
        ...listed.filter((request) => request.leaveRequestId !== justSentId),
      ]
    : listed;

  return (
    <Stack gap="sm" component="section" aria-labelledby="absence-requests-title">
      <Title order={2} fz="h4" id="absence-requests-title">
        {t('absence.requests.title')}
      </Title>
      {requests.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {requests.isError ? <Text c="red.9">{t('absence.loadFailed')}</Text> : null}
      {justSent ? (
        <Alert color="green" role="status">
          {t('absence.form.submitted', { type: typeName(justSent.leaveTypeId), days: requestDays(justSent) })}
        </Alert>
      ) : null}
      {shown.length === 0 && requests.isSuccess ? <Text>{t('absence.requests.empty')}</Text> : null}
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('absence.requests.title')}
      >
        {shown.map((request) => (
          <Paper
            component="li"
            key={request.leaveRequestId}
            withBorder
            p="sm"
            data-highlighted={highlighted === request.leaveRequestId || undefined}
            style={{
              transition: 'background-color 600ms, border-color 600ms',
              ...(highlighted === request.leaveRequestId
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
                  <Text fw={600}>{typeName(request.leaveTypeId)}</Text>
                  <Badge color={STATUS_COLOURS[request.status]} variant="light" c="dark.8">
                    {t(`absence.status.${request.status}`)}
                  </Badge>
                  {request.leaveRequestId === justSentId ? (
                    <Badge color="blue" variant="light" c="dark.8">
                      {t('absence.requests.justSent')}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {markOf(request)}
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
                  <Button
                    variant="default"
                    size="xs"
                    loading={withdraw.isPending}
                    onClick={() =>
                      void withdraw
                        .mutateAsync({ params: { leaveRequestId: request.leaveRequestId } })
                        .then(() =>
                          notifications.show({
                            message: t('absence.requests.withdrawn'),
                            color: 'green',
                            autoClose: 1600,
                          }),
                        )
                        .catch(() =>
                          notifications.show({ message: t('absence.requests.failed'), color: 'red' }),
                        )
                    }
                  >
                    {t('absence.requests.withdraw')}
                  </Button>
                ) : null}
                {request.status === 'approved' &&
                request.change?.status !== 'pending' &&
                request.endsOn >= today ? (
                  <>
                    {request.endsOn > request.startsOn ? (
                      <Button
                        variant="default"
                        size="xs"
                        onClick={() => setChanging({ request, kind: 'return_early' })}
                      >
                        {t('absence.requests.returnEarly')}
                      </Button>
                    ) : null}
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => setChanging({ request, kind: 'cancel' })}
                    >
                      {t('absence.requests.askCancel')}
                    </Button>
                  </>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title={t('absence.requests.changeTitle')}
      >
        {changing ? (
          <ChangeDialog request={changing.request} kind={changing.kind} onDone={() => setChanging(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
