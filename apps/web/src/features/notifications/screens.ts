/** The notifications screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { NotificationsScreen } from './notifications-screen.tsx';
export { NotificationsOverviewScreen } from './notifications-overview-screen.tsx';
export { NotificationsPreferencesScreen } from './notifications-preferences-screen.tsx';
