import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-users). */
export function AdminUsersScreen() {
  return <PlaceholderScreen screen="admin-users" />;
}
