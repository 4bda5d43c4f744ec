export * from './member-import-schemas.ts';
export * from './member-import-operations.ts';
