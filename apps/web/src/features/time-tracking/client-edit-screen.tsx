import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: client-edit). */
export function ClientEditScreen() {
  return <PlaceholderScreen screen="client-edit" />;
}
