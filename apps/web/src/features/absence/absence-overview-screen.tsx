import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the absence work builds this screen (route: absence-overview). */
export function AbsenceOverviewScreen() {
  return <PlaceholderScreen screen="absence-overview" />;
}
