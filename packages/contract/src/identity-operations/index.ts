export * from './identity-schemas.ts';
export * from './identity-operations.ts';
