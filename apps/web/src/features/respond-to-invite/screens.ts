/** The respond-to-invite screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { RespondToInviteScreen } from './respond-to-invite-screen.tsx';
