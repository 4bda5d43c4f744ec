import { OrganizationFrame } from '../organization/organization-frame.tsx';

/** current-company-info/organization: overview and diagram as tabs. */
export function CompanyInfoOrganizationScreen() {
  return <OrganizationFrame />;
}
