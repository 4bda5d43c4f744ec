import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the notifications work builds this screen (route: notifications-preferences). */
export function NotificationsPreferencesScreen() {
  return <PlaceholderScreen screen="notifications-preferences" />;
}
