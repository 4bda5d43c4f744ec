import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-company-files). */
export function CompanyInfoCompanyFilesScreen() {
  return (
    <PlaceholderScreen
      screen="company-info-company-files"
      sidePanel
      panelLink={{ segment: 'update-section', labelKey: 'screens.company-info-company-files-update-section' }}
    />
  );
}
