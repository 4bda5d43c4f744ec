/** The team's absence: coverage rules, the planner, the gantt chart and calendar feeds. */
export * from './coverage-schemas.ts';
export * from './coverage-warnings.ts';
export * from './coverage-operations.ts';
export * from './team-calendar-schemas.ts';
export * from './team-calendar-operations.ts';
export * from './feed-schemas.ts';
export * from './feed-operations.ts';
