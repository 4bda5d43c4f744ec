/** Home (`/`): the day timeline; built in home/. */
export { HomeScreen } from './home/home-screen.tsx';
