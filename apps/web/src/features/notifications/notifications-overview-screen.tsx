import {
  archiveNotification,
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_KINDS,
  type Notification,
} from '@atrium/contract/notifications';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';

const PAGE_SIZE = 20;
type Status = 'all' | 'unread' | 'read';
const CHANGES = [getNotifications, getUnreadCount] as const;

/** notifications-overview: the person's notifications, newest first; each opens what it is about. */
export function NotificationsOverviewScreen() {
  const { t } = useTranslation();
  const formats = useDateFormat();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('all');
  const [kind, setKind] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useOperationQuery(getNotifications, {
    query: { status, page, pageSize: PAGE_SIZE, ...(kind ? { kind: kind as Notification['kind'] } : {}) },
  });
  const markRead = useOperationMutation(markNotificationRead, { invalidates: CHANGES });
  const archive = useOperationMutation(archiveNotification, { invalidates: CHANGES });
  const markAll = useOperationMutation(markAllNotificationsRead, { invalidates: CHANGES });

  const open = async (notification: Notification) => {
    if (!notification.readAt)
      await markRead.mutateAsync({ params: { notificationId: notification.notificationId } });
    await navigate(notification.link);
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as Status);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('notifications.status.all') },
              { value: 'unread', label: t('notifications.status.unread') },
              { value: 'read', label: t('notifications.status.read') },
            ]}
            aria-label={t('notifications.statusLabel')}
          />
          <Select
            label={t('notifications.kindLabel')}
            placeholder={t('notifications.allKinds')}
            clearable
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            data={NOTIFICATION_KINDS.map((value) => ({ value, label: t(`notifications.kinds.${value}`) }))}
            w={260}
          />
        </Group>
        <Button
          variant="light"
          onClick={() => markAll.mutate({})}
          loading={markAll.isPending}
          disabled={(list.data?.unreadCount ?? 0) === 0}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>

      {list.data && list.data.otherCompanies.length > 0 ? (
        <Alert color="blue" variant="light" title={t('notifications.otherCompaniesTitle')}>
          <Group gap="xs">
            {list.data.otherCompanies.map((company) => (
              <Badge key={company.companyId} variant="outline" color="blue" tt="none">
                {t('notifications.otherCompany', { name: company.companyName, count: company.unreadCount })}
              </Badge>
            ))}
            <Button component={Link} to="/company-choose" variant="subtle" size="compact-sm">
              {t('notifications.switchCompany')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      {list.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('notifications.loadFailed')}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {status === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('screens.notifications-overview')}
        >
          {list.data.items.map((notification) => (
            <Paper
              key={notification.notificationId}
              component="li"
              withBorder
              radius="md"
              p="sm"
              data-testid="notification"
              data-unread={notification.readAt ? 'false' : 'true'}
              bg={notification.readAt ? undefined : 'var(--mantine-color-blue-0)'}
            >
              <Stack gap={6}>
                <UnstyledButton onClick={() => void open(notification)}>
                  <Group gap={8} wrap="nowrap" align="center">
                    {notification.readAt ? null : (
                      <Box
                        w={8}
                        h={8}
                        bg="blue.7"
                        style={{ borderRadius: '50%', flexShrink: 0 }}
                        aria-label={t('notifications.unreadMark')}
                        role="img"
                      />
                    )}
                    <Text fw={notification.readAt ? 500 : 700}>{notification.title}</Text>
                  </Group>
                  <Text fz="sm" mt={2}>
                    {notification.body}
                  </Text>
                  <Text fz="xs" c="dimmed" mt={4}>
                    {notification.companyName} · {formats.dateTime(notification.createdAt)}
                  </Text>
                </UnstyledButton>
                <Group gap={4} justify="flex-end">
                  {notification.readAt ? null : (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        markRead.mutate({ params: { notificationId: notification.notificationId } })
                      }
                    >
                      {t('notifications.markRead')}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    onClick={() =>
                      archive.mutate({ params: { notificationId: notification.notificationId } })
                    }
                  >
                    {t('notifications.archive')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          // The arrow buttons show no text: each says where it goes.
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      ) : null}
    </Stack>
  );
}
