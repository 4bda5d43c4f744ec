import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the hr work builds this screen (route: admin-detail-update). */
export function AdminDetailUpdateScreen() {
  return <PlaceholderScreen screen="admin-detail-update" />;
}
