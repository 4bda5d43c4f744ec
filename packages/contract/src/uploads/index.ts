export * from './upload-caps.ts';
export * from './upload-schemas.ts';
export * from './define-upload-operation.ts';
