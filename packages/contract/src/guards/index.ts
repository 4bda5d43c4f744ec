export * from './guard-decision.ts';
export * from './require-login.ts';
export * from './require-company-member.ts';
export * from './require-roles.ts';
export * from './require-modules.ts';
export * from './evaluate-navigation.ts';
