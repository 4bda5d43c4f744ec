import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'subscription-modules', screen: 'company-info-subscription-modules' },
  { segment: 'approval-policy', screen: 'company-info-approval-policy' },
  { segment: 'leave-types', screen: 'company-info-leave-types' },
  { segment: 'work-schedule', screen: 'company-info-work-schedule' },
  { segment: 'public-holidays', screen: 'company-info-public-holidays' },
  { segment: 'allowance-policies', screen: 'company-info-allowance-policies' },
  { segment: 'overtime', screen: 'company-info-overtime' },
  { segment: 'coverage', screen: 'company-info-coverage' },
  { segment: 'absence-file-generation-rules', screen: 'company-info-absence-file-generation-rules' },
  { segment: 'chat', screen: 'company-info-chat' },
  { segment: 'api-tokens', screen: 'company-info-api-tokens' },
  { segment: 'webhooks', screen: 'company-info-webhooks' },
];

/** Placeholder until the company-info work builds this screen (route: company-info-settings). */
export function CompanyInfoSettingsScreen() {
  return <PlaceholderScreen screen="company-info-settings" tabs={TABS} />;
}
