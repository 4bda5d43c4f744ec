/** Moved to ui/absence/absence-bar.tsx; kept while the absence gantt still imports it from here. */
export { AbsenceBar } from '../../ui/absence/absence-bar.tsx';
