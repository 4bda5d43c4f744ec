import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: admin-clients). */
export function AdminClientsScreen() {
  return <PlaceholderScreen screen="admin-clients" sidePanel />;
}
