import {
  archiveNotification,
  getMandatoryNotifications,
  getNotificationPreferences,
  getNotifications,
  getNotificationStream,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  updateMandatoryNotifications,
  updateNotificationPreferences,
} from '@atrium/contract/notifications';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { archiveNotificationHandler } from './archive-notification.ts';
import { getMandatoryNotificationsHandler } from './get-mandatory-notifications.ts';
import { getNotificationPreferencesHandler } from './get-notification-preferences.ts';
import { getNotificationStreamHandler } from './get-notification-stream.ts';
import { getNotificationsHandler } from './get-notifications.ts';
import { getUnreadCountHandler } from './get-unread-count.ts';
import { markAllNotificationsReadHandler } from './mark-all-notifications-read.ts';
import { markNotificationReadHandler } from './mark-notification-read.ts';
import { updateMandatoryNotificationsHandler } from './update-mandatory-notifications.ts';
import { updateNotificationPreferencesHandler } from './update-notification-preferences.ts';

/** In-app notifications, their live unread count, and each person's preferences. */
export const notificationsOperations = defineModuleOperations({
  [getNotifications.operationId]: { operation: getNotifications, handler: getNotificationsHandler },
  [getUnreadCount.operationId]: { operation: getUnreadCount, handler: getUnreadCountHandler },
  [markNotificationRead.operationId]: {
    operation: markNotificationRead,
    handler: markNotificationReadHandler,
  },
  [markAllNotificationsRead.operationId]: {
    operation: markAllNotificationsRead,
    handler: markAllNotificationsReadHandler,
  },
  [archiveNotification.operationId]: { operation: archiveNotification, handler: archiveNotificationHandler },
  [getNotificationStream.operationId]: {
    operation: getNotificationStream,
    handler: getNotificationStreamHandler,
  },
  [getNotificationPreferences.operationId]: {
    operation: getNotificationPreferences,
    handler: getNotificationPreferencesHandler,
  },
  [updateNotificationPreferences.operationId]: {
    operation: updateNotificationPreferences,
    handler: updateNotificationPreferencesHandler,
  },
  [getMandatoryNotifications.operationId]: {
    operation: getMandatoryNotifications,
    handler: getMandatoryNotificationsHandler,
  },
  [updateMandatoryNotifications.operationId]: {
    operation: updateMandatoryNotifications,
    handler: updateMandatoryNotificationsHandler,
  },
});
