export * from './mail-operations.ts';
