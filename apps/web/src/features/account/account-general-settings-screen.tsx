import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the account work builds this screen (route: account-general-settings). */
export function AccountGeneralSettingsScreen() {
  return <PlaceholderScreen screen="account-general-settings" />;
}
