export * from './api-token-scopes.ts';
export * from './api-token-schemas.ts';
export * from './api-token-operations.ts';
