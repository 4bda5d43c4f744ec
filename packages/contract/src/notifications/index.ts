export * from './notification-catalogue.ts';
export * from './render-notification.ts';
export * from './notifications-schemas.ts';
export * from './notifications-operations.ts';
export * from './live-areas.ts';
