import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-user-administration). */
export function AdminUserAdministrationScreen() {
  return <PlaceholderScreen screen="admin-user-administration" />;
}
