import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the absence work builds this screen (route: absence-planner). */
export function AbsencePlannerScreen() {
  return <PlaceholderScreen screen="absence-planner" />;
}
