import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: activity-edit). */
export function ActivityEditScreen() {
  return <PlaceholderScreen screen="activity-edit" />;
}
