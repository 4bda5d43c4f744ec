/** The testing screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { TestingScreen } from './testing-screen.tsx';
