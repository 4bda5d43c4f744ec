import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'overview', screen: 'absence-overview' },
  { segment: 'planner', screen: 'absence-planner' },
];

/** Placeholder until the absence work builds this screen (route: absence). */
export function AbsenceScreen() {
  return <PlaceholderScreen screen="absence" tabs={TABS} />;
}
