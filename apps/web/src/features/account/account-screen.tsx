import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'general-settings', screen: 'account-general-settings' },
  { segment: 'profile', screen: 'account-profile' },
  { segment: 'add-detail-section', screen: 'account-add-detail-section' },
];

/** Placeholder until the account work builds this screen (route: account). */
export function AccountScreen() {
  return <PlaceholderScreen screen="account" tabs={TABS} />;
}
