import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: home). */
export function HomeScreen() {
  return <PlaceholderScreen screen="home" />;
}
