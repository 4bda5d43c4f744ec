import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the statistics work builds this screen (route: statistics-users). */
export function StatisticsUsersScreen() {
  return <PlaceholderScreen screen="statistics-users" />;
}
