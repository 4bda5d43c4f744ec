/** Moved to ui/absence/minutes.ts; kept while the absence gantt still imports it from here. */
export { useHours } from '../../ui/absence/minutes.ts';
