import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'users', screen: 'admin-users' },
  { segment: 'absence', screen: 'admin-absence' },
  { segment: 'clients', screen: 'admin-clients' },
  { segment: 'detail-update', screen: 'admin-detail-update' },
];

/** Placeholder until the admin work builds this screen (route: admin). */
export function AdminScreen() {
  return <PlaceholderScreen screen="admin" tabs={TABS} />;
}
