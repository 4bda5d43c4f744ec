import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the account work builds this screen (route: account-profile). */
export function AccountProfileScreen() {
  return <PlaceholderScreen screen="account-profile" />;
}
