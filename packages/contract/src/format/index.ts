export * from './file-size-text.ts';
