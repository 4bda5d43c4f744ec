import { OrganizationFrame } from '../organization/index.ts';

/** current-company-info/organization: overview and diagram as tabs. */
export function CompanyInfoOrganizationScreen() {
  return <OrganizationFrame />;
}
