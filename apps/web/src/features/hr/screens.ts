/** The hr screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AdminUsersScreen } from './admin-users-screen.tsx';
export { AdminUsersListScreen } from './admin-users-list-screen.tsx';
export { AdminUserProfileScreen } from './admin-user-profile-screen.tsx';
export { AdminUserPersonalInformationScreen } from './admin-user-personal-information-screen.tsx';
export { AdminUserEmploymentInformationScreen } from './admin-user-employment-information-screen.tsx';
export { AdminUserOtherInformationScreen } from './admin-user-other-information-screen.tsx';
export { AdminUserAdministrationScreen } from './admin-user-administration-screen.tsx';
export { AdminDetailUpdateScreen } from './admin-detail-update-screen.tsx';
export { AdminUsersExpiringDocumentsScreen } from './admin-users-expiring-documents-screen.tsx';
