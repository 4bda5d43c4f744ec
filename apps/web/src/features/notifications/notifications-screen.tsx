import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'overview', screen: 'notifications-overview' },
  { segment: 'preferences', screen: 'notifications-preferences' },
];

/** Placeholder until the notifications work builds this screen (route: notifications). */
export function NotificationsScreen() {
  return <PlaceholderScreen screen="notifications" tabs={TABS} />;
}
