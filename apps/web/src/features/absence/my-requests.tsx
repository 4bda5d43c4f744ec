import {
  cancelLeaveRequest,
  getLeaveBalances,
  getLeaveTypes,
  getMyLeaveRequests,
  type LeaveRequest,
} from '@atrium/contract/absence';
import { Alert, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { MyRequestItem } from './my-request-item.tsx';
import { useRequestDays } from './request-days.ts';

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
  const { t } = useTranslation();
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
  const typeOf = (leaveTypeId: string) =>
    types.data?.find((candidate) => candidate.leaveTypeId === leaveTypeId);
  const typeName = (leaveTypeId: string) => {
    const type = typeOf(leaveTypeId);
    return type ? nameOf(type.names) : '';
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
          <MyRequestItem
            key={request.leaveRequestId}
            request={request}
            typeName={typeName(request.leaveTypeId)}
            colourOf={typeOf}
            justSent={request.leaveRequestId === justSentId}
            highlighted={highlighted === request.leaveRequestId}
            today={today}
            withdrawing={withdraw.isPending}
            onWithdraw={() =>
              void withdraw
                .mutateAsync({ params: { leaveRequestId: request.leaveRequestId } })
                .then(() =>
                  notifications.show({
                    message: t('absence.requests.withdrawn'),
                    color: 'green',
                    autoClose: 1600,
                  }),
                )
                .catch(() => notifications.show({ message: t('absence.requests.failed'), color: 'red' }))
            }
            onChange={(kind) => setChanging({ request, kind })}
          />
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
