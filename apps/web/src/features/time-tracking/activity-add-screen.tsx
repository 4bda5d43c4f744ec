import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: activity-add). */
export function ActivityAddScreen() {
  return <PlaceholderScreen screen="activity-add" />;
}
