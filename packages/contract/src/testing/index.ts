export * from './testing-schemas.ts';
export * from './testing-operations.ts';
