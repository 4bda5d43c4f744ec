export * from './text-rules.ts';
export * from './translation-schemas.ts';
export * from './translation-operations.ts';
