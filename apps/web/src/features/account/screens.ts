/** The account screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AccountScreen } from './account-screen.tsx';
export { AccountGeneralSettingsScreen } from './account-general-settings-screen.tsx';
export { AccountProfileScreen } from './account-profile-screen.tsx';
export { AccountAddDetailSectionScreen } from './account-add-detail-section-screen.tsx';
