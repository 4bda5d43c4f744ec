import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-organization-diagram). */
export function CompanyInfoOrganizationDiagramScreen() {
  return <PlaceholderScreen screen="company-info-organization-diagram" />;
}
