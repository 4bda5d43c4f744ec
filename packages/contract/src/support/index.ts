export * from './support-schemas.ts';
export * from './support-operations.ts';
