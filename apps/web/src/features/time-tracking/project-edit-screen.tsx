import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the time-tracking work builds this screen (route: project-edit). */
export function ProjectEditScreen() {
  return <PlaceholderScreen screen="project-edit" />;
}
