import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'overview', screen: 'admin-absence-overview' },
  { segment: 'gantt', screen: 'admin-absence-gantt' },
  { segment: 'overtime', screen: 'admin-absence-overtime' },
  { segment: 'adjustments', screen: 'admin-absence-adjustments' },
  { segment: 'reports', screen: 'admin-absence-reports' },
];

/** Placeholder until the absence work builds this screen (route: admin-absence). */
export function AdminAbsenceScreen() {
  return <PlaceholderScreen screen="admin-absence" tabs={TABS} />;
}
