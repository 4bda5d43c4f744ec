export * from './supported-languages.ts';
export * from './languages-operations.ts';
