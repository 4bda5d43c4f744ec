// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../notifications/notifications-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const archiveNotification: OperationAddress<typeof operations.archiveNotification> = {
  operationId: 'notifications_ArchiveNotification',
  method: 'POST',
  path: '/api/Notifications/:notificationId/archive',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const getMandatoryNotifications: OperationAddress<typeof operations.getMandatoryNotifications> = {
  operationId: 'notifications_GetMandatoryNotifications',
  method: 'GET',
  path: '/api/Notifications/mandatory',
  tag: 'Notifications',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getNotificationPreferences: OperationAddress<typeof operations.getNotificationPreferences> = {
  operationId: 'notifications_GetNotificationPreferences',
  method: 'GET',
  path: '/api/Notifications/preferences',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const getNotifications: OperationAddress<typeof operations.getNotifications> = {
  operationId: 'notifications_GetNotifications',
  method: 'GET',
  path: '/api/Notifications',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const getNotificationStream: OperationAddress<typeof operations.getNotificationStream> = {
  operationId: 'notifications_GetNotificationStream',
  method: 'GET',
  path: '/api/Notifications/stream',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const getUnreadCount: OperationAddress<typeof operations.getUnreadCount> = {
  operationId: 'notifications_GetUnreadCount',
  method: 'GET',
  path: '/api/Notifications/unread-count',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const markAllNotificationsRead: OperationAddress<typeof operations.markAllNotificationsRead> = {
  operationId: 'notifications_MarkAllNotificationsRead',
  method: 'POST',
  path: '/api/Notifications/read-all',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const markNotificationRead: OperationAddress<typeof operations.markNotificationRead> = {
  operationId: 'notifications_MarkNotificationRead',
  method: 'POST',
  path: '/api/Notifications/:notificationId/read',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
export const updateMandatoryNotifications: OperationAddress<typeof operations.updateMandatoryNotifications> =
  {
    operationId: 'notifications_UpdateMandatoryNotifications',
    method: 'PUT',
    path: '/api/Notifications/mandatory',
    tag: 'Notifications',
    access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
  };
export const updateNotificationPreferences: OperationAddress<
  typeof operations.updateNotificationPreferences
> = {
  operationId: 'notifications_UpdateNotificationPreferences',
  method: 'PUT',
  path: '/api/Notifications/preferences',
  tag: 'Notifications',
  access: { kind: 'signed-in' },
};
