import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-user-other-information). */
export function AdminUserOtherInformationScreen() {
  return <PlaceholderScreen screen="admin-user-other-information" />;
}
