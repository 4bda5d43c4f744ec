export * from './time-tracking-schemas.ts';
export * from './catalog-schemas.ts';
export * from './statistics-schemas.ts';
export * from './day-absence-schemas.ts';
export * from './timeline-operations.ts';
export * from './activity-operations.ts';
export * from './catalog-operations.ts';
export * from './statistics-operations.ts';
