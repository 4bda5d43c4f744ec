export * from './organization-schemas.ts';
export * from './organization-operations.ts';
