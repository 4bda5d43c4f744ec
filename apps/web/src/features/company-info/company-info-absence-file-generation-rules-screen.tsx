import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-absence-file-generation-rules). */
export function CompanyInfoAbsenceFileGenerationRulesScreen() {
  return <PlaceholderScreen screen="company-info-absence-file-generation-rules" />;
}
