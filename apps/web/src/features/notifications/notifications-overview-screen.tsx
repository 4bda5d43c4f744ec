import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the notifications work builds this screen (route: notifications-overview). */
export function NotificationsOverviewScreen() {
  return <PlaceholderScreen screen="notifications-overview" />;
}
