import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: project-add). */
export function ProjectAddScreen() {
  return <PlaceholderScreen screen="project-add" />;
}
