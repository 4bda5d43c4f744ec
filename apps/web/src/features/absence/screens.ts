/** The absence screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AbsenceScreen } from './absence-screen.tsx';
export { AbsenceOverviewScreen } from './absence-overview-screen.tsx';
export { AbsencePlannerScreen } from './absence-planner-screen.tsx';
export { AdminAbsenceScreen } from './admin-absence-screen.tsx';
export { AdminAbsenceOverviewScreen } from './admin-absence-overview-screen.tsx';
export { AdminAbsenceGanttScreen } from './admin-absence-gantt-screen.tsx';
export { AbsenceReportsScreen } from './reports/absence-reports-screen.tsx';
export { TeamOvertimeScreen } from './overtime/team-overtime-screen.tsx';
