import { OrganizationDiagram } from '../organization/diagram/organization-diagram.tsx';

/** current-company-info/organization/diagram: the interactive organisation chart. */
export function CompanyInfoOrganizationDiagramScreen() {
  return <OrganizationDiagram />;
}
