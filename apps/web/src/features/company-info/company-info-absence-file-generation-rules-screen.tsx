import { AbsenceFileRulesScreen } from '../member-documents/index.ts';

/** settings/absence-file-generation-rules: the absence document rules (docs/product/templates.md#absence-file-generation-rules). */
export function CompanyInfoAbsenceFileGenerationRulesScreen() {
  return <AbsenceFileRulesScreen />;
}
