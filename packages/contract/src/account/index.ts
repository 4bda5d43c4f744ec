export * from './account-schemas.ts';
export * from './account-operations.ts';
