export * from './roles.ts';
export * from './modules.ts';
