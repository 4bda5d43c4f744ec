export * from './push-schemas.ts';
export * from './push-operations.ts';
