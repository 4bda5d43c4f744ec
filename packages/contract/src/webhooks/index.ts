export * from './webhook-events.ts';
export * from './webhook-schemas.ts';
export * from './webhook-operations.ts';
