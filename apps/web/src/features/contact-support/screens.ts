/** The contact-support screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { ContactSupportScreen } from './contact-support-screen.tsx';
