export * from './chat-connector-schemas.ts';
export * from './chat-connector-operations.ts';
