/** admin/absence/gantt: members × days, built in the team absence feature. */
export { AdminAbsenceGanttScreen } from '../absence-team/index.ts';
