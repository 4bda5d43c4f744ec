import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-subscription-modules). */
export function CompanyInfoSubscriptionModulesScreen() {
  return <PlaceholderScreen screen="company-info-subscription-modules" />;
}
