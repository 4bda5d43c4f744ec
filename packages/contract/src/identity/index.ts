export * from './jwt-payload.ts';
export * from './claims.ts';
export * from './access-token-claims.ts';
export * from './allowed-domain.ts';
export * from './constants.ts';
