import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-user-employment-information). */
export function AdminUserEmploymentInformationScreen() {
  return <PlaceholderScreen screen="admin-user-employment-information" />;
}
