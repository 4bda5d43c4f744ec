/** The sign-in screens, loaded lazily by the route table (src/app/routes). */
export { SignInScreen } from './sign-in-screen.tsx';
