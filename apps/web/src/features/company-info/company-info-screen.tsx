import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'about', screen: 'company-info-about' },
  { segment: 'people', screen: 'company-info-people' },
  { segment: 'organization', screen: 'company-info-organization' },
  { segment: 'settings', screen: 'company-info-settings' },
  { segment: 'company-files', screen: 'company-info-company-files' },
];

/** Placeholder until the company-info work builds this screen (route: company-info). */
export function CompanyInfoScreen() {
  return <PlaceholderScreen screen="company-info" tabs={TABS} />;
}
