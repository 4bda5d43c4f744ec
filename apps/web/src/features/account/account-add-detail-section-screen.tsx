import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the account work builds this screen (route: account-add-detail-section). */
export function AccountAddDetailSectionScreen() {
  return <PlaceholderScreen screen="account-add-detail-section" />;
}
