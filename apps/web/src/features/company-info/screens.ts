/** The company-info screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { CompanyInfoScreen } from './company-info-screen.tsx';
export { CompanyInfoAboutScreen } from './company-info-about-screen.tsx';
export { CompanyInfoPeopleScreen } from './company-info-people-screen.tsx';
export { CompanyInfoOrganizationScreen } from './company-info-organization-screen.tsx';
export { CompanyInfoOrganizationOverviewScreen } from './company-info-organization-overview-screen.tsx';
export { CompanyInfoOrganizationDiagramScreen } from './company-info-organization-diagram-screen.tsx';
export { CompanyInfoSettingsScreen } from './company-info-settings-screen.tsx';
export { CompanyInfoSubscriptionModulesScreen } from './company-info-subscription-modules-screen.tsx';
export { CompanyInfoApprovalPolicyScreen } from './company-info-approval-policy-screen.tsx';
export { CompanyInfoAbsenceFileGenerationRulesScreen } from './company-info-absence-file-generation-rules-screen.tsx';
export { CompanyInfoCompanyFilesScreen } from './company-info-company-files-screen.tsx';
export { CompanyInfoCompanyFilesUpdateSectionScreen } from './company-info-company-files-update-section-screen.tsx';
