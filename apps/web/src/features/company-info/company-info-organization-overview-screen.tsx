import { OrganizationOverview } from '../organization/index.ts';

/** current-company-info/organization/overview: the organisation as an editable tree. */
export function CompanyInfoOrganizationOverviewScreen() {
  return <OrganizationOverview />;
}
