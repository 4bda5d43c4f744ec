export * from './member-list-schemas.ts';
export * from './member-list-operations.ts';
export * from './profile-schemas.ts';
export * from './profile-operations.ts';
