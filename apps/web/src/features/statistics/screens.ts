/** The statistics screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { StatisticsScreen } from './statistics-screen.tsx';
export { StatisticsUsersScreen } from './statistics-users-screen.tsx';
export { StatisticsHoursScreen } from './statistics-hours-screen.tsx';
export { StatisticsProjectScreen } from './statistics-project-screen.tsx';
export { StatisticsActionScreen } from './statistics-action-screen.tsx';
