export * from './users.ts';
export * from './companies.ts';
export * from './organization.ts';
export * from './company-members.ts';
export * from './department-roles.ts';
export * from './refresh-tokens.ts';
export * from './audit-log.ts';
