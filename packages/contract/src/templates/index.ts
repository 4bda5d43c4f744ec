export * from './templates-schemas.ts';
export * from './template-filters.ts';
export * from './tag-catalogue.ts';
export * from './templates-operations.ts';
export * from './bulk-schemas.ts';
export * from './bulk-selection-schemas.ts';
export * from './bulk-operations.ts';
