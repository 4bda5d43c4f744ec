export * from './languages.ts';
export * from './locale-data.ts';
export * from './format-date-pattern.ts';
export * from './format-date.ts';
