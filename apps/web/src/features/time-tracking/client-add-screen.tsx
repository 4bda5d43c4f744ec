import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: client-add). */
export function ClientAddScreen() {
  return <PlaceholderScreen screen="client-add" />;
}
