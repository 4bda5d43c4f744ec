import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the absence work builds this screen (route: admin-absence-overview). */
export function AdminAbsenceOverviewScreen() {
  return <PlaceholderScreen screen="admin-absence-overview" />;
}
