export * from './file-size-text.ts';
export * from './constants.ts';
