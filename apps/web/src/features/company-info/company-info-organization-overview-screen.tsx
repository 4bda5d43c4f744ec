import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-organization-overview). */
export function CompanyInfoOrganizationOverviewScreen() {
  return <PlaceholderScreen screen="company-info-organization-overview" />;
}
