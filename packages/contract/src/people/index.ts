export * from './people-schemas.ts';
export * from './people-operations.ts';
export * from './initials.ts';
