export * from './country-codes.ts';
export * from './country-names.ts';
export * from './company-profile-schemas.ts';
export * from './company-profile-operations.ts';
