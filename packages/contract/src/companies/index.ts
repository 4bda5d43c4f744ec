export * from './company-schemas.ts';
export * from './invite-schemas.ts';
export * from './companies-operations.ts';
export * from './company-members-operations.ts';
export * from './company-invites-operations.ts';
