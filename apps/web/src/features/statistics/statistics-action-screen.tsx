import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the statistics work builds this screen (route: statistics-action). */
export function StatisticsActionScreen() {
  return <PlaceholderScreen screen="statistics-action" />;
}
