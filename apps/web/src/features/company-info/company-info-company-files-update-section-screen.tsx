import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-company-files-update-section). */
export function CompanyInfoCompanyFilesUpdateSectionScreen() {
  return <PlaceholderScreen screen="company-info-company-files-update-section" />;
}
