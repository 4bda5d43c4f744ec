import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-about). */
export function CompanyInfoAboutScreen() {
  return <PlaceholderScreen screen="company-info-about" />;
}
