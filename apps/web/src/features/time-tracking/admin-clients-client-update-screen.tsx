import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: admin-clients-client-update). */
export function AdminClientsClientUpdateScreen() {
  return <PlaceholderScreen screen="admin-clients-client-update" />;
}
