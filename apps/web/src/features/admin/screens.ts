/** The admin screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AdminScreen } from './admin-screen.tsx';
