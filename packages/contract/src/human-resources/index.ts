export * from './member-list-schemas.ts';
export * from './member-list-operations.ts';
