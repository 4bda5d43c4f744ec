import {
  changeLeaveRequest,
  getLeaveBalances,
  getMyLeaveRequests,
  type LeaveRequest,
} from '@atrium/contract/absence';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { useDatePickerFormat } from '../../ui/dates/date-format.ts';

/** Ask to cancel an approved absence or to come back early. */
export function ChangeDialog({
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
