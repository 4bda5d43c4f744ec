import { OrganizationDiagram } from '../organization/index.ts';

/** current-company-info/organization/diagram: the interactive organisation chart. */
export function CompanyInfoOrganizationDiagramScreen() {
  return <OrganizationDiagram />;
}
