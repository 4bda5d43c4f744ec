export * from './calendar-day.ts';
export * from './is-today.ts';
export * from './future-date.ts';
export * from './utc-calendar-date.ts';
export * from './constants.ts';
export * from './day-arithmetic.ts';
export * from './time-zone.ts';
