export * from './error-codes.ts';
export * from './error-envelope.ts';
export * from './error-reasons.ts';
