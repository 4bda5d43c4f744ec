import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'personal-information', screen: 'admin-user-personal-information' },
  { segment: 'employment-information', screen: 'admin-user-employment-information' },
  { segment: 'other-information', screen: 'admin-user-other-information' },
  { segment: 'administration', screen: 'admin-user-administration' },
];

/** Placeholder until the hr work builds this screen (route: admin-user-profile). */
export function AdminUserProfileScreen() {
  return <PlaceholderScreen screen="admin-user-profile" tabs={TABS} />;
}
