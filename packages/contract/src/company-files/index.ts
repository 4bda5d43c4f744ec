export * from './company-files-schemas.ts';
export * from './company-files-operations.ts';
export * from './company-images-operations.ts';
