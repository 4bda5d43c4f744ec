export * from './member-documents.ts';
