import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'overview', screen: 'company-info-organization-overview' },
  { segment: 'diagram', screen: 'company-info-organization-diagram' },
];

/** Placeholder until the company-info work builds this screen (route: company-info-organization). */
export function CompanyInfoOrganizationScreen() {
  return <PlaceholderScreen screen="company-info-organization" tabs={TABS} />;
}
