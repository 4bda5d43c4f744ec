import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the statistics work builds this screen (route: statistics-hours). */
export function StatisticsHoursScreen() {
  return <PlaceholderScreen screen="statistics-hours" />;
}
