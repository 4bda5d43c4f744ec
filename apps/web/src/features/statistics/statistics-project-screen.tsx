import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the statistics work builds this screen (route: statistics-project). */
export function StatisticsProjectScreen() {
  return <PlaceholderScreen screen="statistics-project" />;
}
