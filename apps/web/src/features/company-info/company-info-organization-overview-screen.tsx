import { OrganizationOverview } from '../organization/overview/organization-overview.tsx';

/** current-company-info/organization/overview: the organisation as an editable tree. */
export function CompanyInfoOrganizationOverviewScreen() {
  return <OrganizationOverview />;
}
