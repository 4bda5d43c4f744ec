import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the company-info work builds this screen (route: company-info-approval-policy). */
export function CompanyInfoApprovalPolicyScreen() {
  return <PlaceholderScreen screen="company-info-approval-policy" />;
}
