import {
  decideLeaveRequests,
  getLeaveApprovalInbox,
  getLeaveRequest,
  getLeaveTypes,
  LEAVE_COMMENT_MAX,
  type LeaveInboxItem,
} from '@atrium/contract/absence';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { useHours } from '../../ui/absence/minutes.ts';

/** Minutes the ask to change gives back to the balance of `year` once approved. */
function givenBack(
  change: NonNullable<LeaveInboxItem['change']>,
  days: readonly { day: string; minutes: number }[],
  year: string,
): number {
  return days
    .filter((day) => day.day.startsWith(`${year}-`))
    .filter((day) => change.kind === 'cancel' || (change.endsOn !== null && day.day > change.endsOn))
    .reduce((sum, day) => sum + day.minutes, 0);
}

/**
 * The balance after the decision. For a request, the server's figure: the balance with it taken.
 * An ask to cancel or come back early is of leave already taken, so the balance now already lacks
 * it; after approval the days given back return (docs/product/absence.md#requests), so the figure
 * is the balance now plus those days of its year, read from the request's days. Nothing shows
 * until they are read rather than a figure that would be too low.
 */
function BalanceAfter({ item }: { item: LeaveInboxItem }) {
  const { t } = useTranslation();
  const hours = useHours();
  const change = item.purpose === 'change' ? item.change : null;
  const detail = useOperationQuery(
    getLeaveRequest,
    { params: { leaveRequestId: item.leaveRequestId } },
    { enabled: change !== null && item.balanceAfterMinutes !== null },
  );
  if (item.balanceAfterMinutes === null) return null;
  if (change === null) {
    return (
      <Text fz="sm">{t('absence.inbox.balanceAfter', { balance: hours(item.balanceAfterMinutes) })}</Text>
    );
  }
  if (!detail.data) return null;
  const back = givenBack(change, detail.data.days, item.startsOn.slice(0, 4));
  return (
    <Text fz="sm">
      {t('absence.inbox.balanceAfterChange', {
        balance: hours(item.balanceAfterMinutes + back),
        back: hours(back),
      })}
    </Text>
  );
}

/**
 * admin/absence/overview (docs/product/absence.md#approvals): the requests waiting for the
 * caller's decision, with the balance after each and who else is away; approve or reject the
 * selected ones with one comment (all or nothing).
 */
export function AdminAbsenceOverviewScreen() {
  const { t } = useTranslation();
  const hours = useHours();
  const format = useDateFormat();
  const nameOf = useTranslatedName();
  const inbox = useOperationQuery(getLeaveApprovalInbox);
  const types = useOperationQuery(getLeaveTypes);
  const decide = useOperationMutation(decideLeaveRequests, { invalidates: [getLeaveApprovalInbox] });
  const [selected, setSelected] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const typeName = (leaveTypeId: string) => {
    const type = types.data?.find((candidate) => candidate.leaveTypeId === leaveTypeId);
    return type ? nameOf(type.names) : '';
  };

  const run = async (decision: 'approved' | 'rejected') => {
    setRefusal(null);
    try {
      await decide.mutateAsync({
        body: { leaveRequestIds: selected, decision, comment: comment.trim() || null },
      });
      notifications.show({ message: t('absence.inbox.decided'), color: 'green', autoClose: 1600 });
      setSelected([]);
      setComment('');
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('absence.inbox.failed'));
    }
  };

  if (inbox.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (inbox.isError) {
    return (
      <Group>
        <Text c="red.9">{t('absence.loadFailed')}</Text>
        <Button variant="subtle" onClick={() => void inbox.refetch()}>
          {t('absence.retry')}
        </Button>
      </Group>
    );
  }
  const items = inbox.data;
  const ids = items.map((item) => item.leaveRequestId);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  return (
    <Stack gap="md" maw={1000}>
      <Title order={2} fz="h4">
        {t('absence.inbox.title')}
      </Title>
      {refusal ? (
        <Alert color="red" role="alert" title={t('absence.inbox.failed')}>
          {refusal}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Text>{t('absence.inbox.empty')}</Text>
      ) : (
        <>
          <Checkbox
            label={t('absence.inbox.selectAll')}
            checked={selected.length === ids.length}
            indeterminate={selected.length > 0 && selected.length < ids.length}
            onChange={() => setSelected(selected.length === ids.length ? [] : ids)}
          />
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('absence.inbox.title')}
          >
            {items.map((item) => (
              <Paper component="li" key={item.approvalId} withBorder p="sm">
                <Group align="flex-start" wrap="nowrap">
                  <Checkbox
                    aria-label={t('absence.inbox.select', { name: item.memberName })}
                    checked={selected.includes(item.leaveRequestId)}
                    onChange={() => toggle(item.leaveRequestId)}
                    mt={4}
                  />
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{item.memberName}</Text>
                      <Badge variant="light">{typeName(item.leaveTypeId)}</Badge>
                      {item.purpose === 'change' ? (
                        <Badge variant="light" color="orange" c="dark.8">
                          {t('absence.inbox.changeAsk')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="sm">
                      {format.day(item.startsOn)}
                      {item.endsOn !== item.startsOn ? ` – ${format.day(item.endsOn)}` : ''} ·{' '}
                      {t(`absence.part.${item.part}`)} · {hours(item.requestedMinutes)}
                    </Text>
                    {item.purpose === 'change' && item.change ? (
                      <Text fz="sm" fw={600}>
                        {item.change.kind === 'return_early' && item.change.endsOn
                          ? t('absence.inbox.changeReturnEarly', { date: format.day(item.change.endsOn) })
                          : t('absence.inbox.changeCancel')}
                      </Text>
                    ) : null}
                    {item.comment ? (
                      <Text fz="sm" c="dimmed">
                        {item.comment}
                      </Text>
                    ) : null}
                    <BalanceAfter item={item} />
                    {item.overlapping.length > 0 ? (
                      <Text fz="sm" c="dark.6">
                        {t('absence.inbox.overlapping', {
                          names: item.overlapping
                            .map(
                              (other) =>
                                `${other.memberName} (${format.day(other.startsOn)} – ${format.day(other.endsOn)})`,
                            )
                            .join(', '),
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Textarea
            label={t('absence.inbox.comment')}
            maxLength={LEAVE_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              color="red.9"
              c="red.9"
              variant="outline"
              disabled={selected.length === 0}
              loading={decide.isPending}
              onClick={() => void run('rejected')}
            >
              {t('absence.inbox.reject')}
            </Button>
            <Button
              disabled={selected.length === 0}
              loading={decide.isPending}
              onClick={() => void run('approved')}
            >
              {t('absence.inbox.approve')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
