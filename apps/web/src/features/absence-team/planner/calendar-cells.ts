/** Moved to ui/absence/calendar-cells.ts; kept while the absence gantt still imports it from here. */
export {
  absenceFill,
  addMonths,
  AWAY_COLOUR,
  dayShade,
  lastDayOfMonth,
} from '../../../ui/absence/calendar-cells.ts';
