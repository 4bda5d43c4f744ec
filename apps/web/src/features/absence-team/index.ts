/** What other features may use of the team absence feature (docs/decisions/090-feature-public-entries.md). */
export { AbsencePlannerScreen } from './planner/absence-planner-screen.tsx';
export { AdminAbsenceGanttScreen } from './gantt/admin-absence-gantt-screen.tsx';
export { MyAbsenceCards } from './account/my-absence-card.tsx';
