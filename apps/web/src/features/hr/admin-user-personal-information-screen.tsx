import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-user-personal-information). */
export function AdminUserPersonalInformationScreen() {
  return <PlaceholderScreen screen="admin-user-personal-information" />;
}
