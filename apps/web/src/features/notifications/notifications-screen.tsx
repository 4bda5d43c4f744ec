import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'overview', screen: 'notifications-overview' },
  { segment: 'preferences', screen: 'notifications-preferences' },
];

/** notifications: the title and the overview / preferences tabs around the chosen one. */
export function NotificationsScreen() {
  return <PlaceholderScreen screen="notifications" tabs={TABS} />;
}
