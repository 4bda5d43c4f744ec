/** absence/planner: the team's month, built in the team absence feature. */
export { AbsencePlannerScreen } from '../absence-team/index.ts';
