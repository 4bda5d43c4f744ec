import { ApprovalPolicyScreen } from '../absence/index.ts';

/** settings/approval-policy: the absence approval rules (features/absence/approval-policy-screen.tsx). */
export function CompanyInfoApprovalPolicyScreen() {
  return <ApprovalPolicyScreen />;
}
