/** The time-tracking screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { HomeScreen } from './home-screen.tsx';
export { ActivityAddScreen } from './activity-add-screen.tsx';
export { ActivityEditScreen } from './activity-edit-screen.tsx';
export { ClientAddScreen } from './client-add-screen.tsx';
export { ClientEditScreen } from './client-edit-screen.tsx';
export { ProjectAddScreen } from './project-add-screen.tsx';
export { ProjectEditScreen } from './project-edit-screen.tsx';
export { AdminClientsScreen } from './admin-clients-screen.tsx';
export { AdminClientsClientUpdateScreen } from './admin-clients-client-update-screen.tsx';
export { AdminClientsProjectUpdateScreen } from './admin-clients-project-update-screen.tsx';
