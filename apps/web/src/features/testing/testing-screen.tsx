import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the testing work builds this screen (route: testing). */
export function TestingScreen() {
  return <PlaceholderScreen screen="testing" />;
}
