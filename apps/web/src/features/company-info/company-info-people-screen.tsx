import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-people). */
export function CompanyInfoPeopleScreen() {
  return <PlaceholderScreen screen="company-info-people" />;
}
