import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-users-list). */
export function AdminUsersListScreen() {
  return <PlaceholderScreen screen="admin-users-list" />;
}
