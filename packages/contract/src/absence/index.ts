export * from './translations-schema.ts';
export * from './leave-type-schemas.ts';
export * from './work-schedule-schemas.ts';
export * from './holiday-schemas.ts';
export * from './expected-minutes.ts';
export * from './leave-type-operations.ts';
export * from './work-schedule-operations.ts';
export * from './holiday-operations.ts';
