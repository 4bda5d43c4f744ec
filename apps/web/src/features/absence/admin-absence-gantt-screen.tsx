import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the absence work builds this screen (route: admin-absence-gantt). */
export function AdminAbsenceGanttScreen() {
  return <PlaceholderScreen screen="admin-absence-gantt" />;
}
