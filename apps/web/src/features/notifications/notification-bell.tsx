import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavIcon } from '../../ui/nav-icons.tsx';
import { useUnreadCount } from './use-unread-count.ts';

/** The header's bell: the unread count of the current company (and invitations), live. */
export function NotificationBell() {
  const { t } = useTranslation();
  const counts = useUnreadCount();
  const unread = counts?.unreadCount ?? 0;
  const label = t('notifications.bellLabel', { count: unread });
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
      data-testid="notification-badge"
      data-count={unread}
    >
      <ActionIcon
        component={Link}
        to="/notifications/overview"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
      >
        <NavIcon name="bell" size={20} />
      </ActionIcon>
    </Indicator>
  );
}
