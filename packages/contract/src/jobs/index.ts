export * from './jobs-schemas.ts';
export * from './jobs-operations.ts';
