import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-choose work builds this screen (route: company-choose). */
export function CompanyChooseScreen() {
  return <PlaceholderScreen screen="company-choose" />;
}
