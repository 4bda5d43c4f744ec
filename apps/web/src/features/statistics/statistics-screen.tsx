import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'users', screen: 'statistics-users' },
  { segment: 'hours', screen: 'statistics-hours' },
  { segment: 'project', screen: 'statistics-project' },
  { segment: 'action', screen: 'statistics-action' },
];

/** Placeholder until the statistics work builds this screen (route: statistics). */
export function StatisticsScreen() {
  return <PlaceholderScreen screen="statistics" tabs={TABS} />;
}
