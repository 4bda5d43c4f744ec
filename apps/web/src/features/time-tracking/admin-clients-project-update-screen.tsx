import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: admin-clients-project-update). */
export function AdminClientsProjectUpdateScreen() {
  return <PlaceholderScreen screen="admin-clients-project-update" />;
}
