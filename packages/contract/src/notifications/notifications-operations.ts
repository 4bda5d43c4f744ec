import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  getNotificationsQuerySchema,
  mandatoryNotificationsSchema,
  markAllReadResultSchema,
  notificationIdParamsSchema,
  notificationPreferencesSchema,
  notificationsPageSchema,
  unreadCountSchema,
  updateMandatoryNotificationsBodySchema,
  updateNotificationPreferencesBodySchema,
} from './notifications-schemas.ts';

export const getNotifications = defineOperation({
  operationId: 'notifications_GetNotifications',
  method: 'GET',
  path: '/api/Notifications',
  summary: 'The signed-in person’s notifications in the current company, newest first',
  description:
    'Also lists invitations from companies the person is not a member of. Archived notifications are left out. Answers the unread counts of the person’s other companies.',
  tag: 'Notifications',
  request: { query: getNotificationsQuerySchema },
  response: { schema: notificationsPageSchema },
  access: { kind: 'signed-in' },
});

export const getUnreadCount = defineOperation({
  operationId: 'notifications_GetUnreadCount',
  method: 'GET',
  path: '/api/Notifications/unread-count',
  summary: 'Unread notifications of the current company (the bell) and of the person’s other companies',
  tag: 'Notifications',
  response: { schema: unreadCountSchema },
  access: { kind: 'signed-in' },
});

export const markNotificationRead = defineOperation({
  operationId: 'notifications_MarkNotificationRead',
  method: 'POST',
  path: '/api/Notifications/:notificationId/read',
  summary: 'Mark one of the person’s notifications read',
  tag: 'Notifications',
  request: { params: notificationIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: { kind: 'signed-in' },
});

export const markAllNotificationsRead = defineOperation({
  operationId: 'notifications_MarkAllNotificationsRead',
  method: 'POST',
  path: '/api/Notifications/read-all',
  summary: 'Mark every notification of the current list scope read',
  tag: 'Notifications',
  response: { schema: markAllReadResultSchema },
  access: { kind: 'signed-in' },
});

export const archiveNotification = defineOperation({
  operationId: 'notifications_ArchiveNotification',
  method: 'POST',
  path: '/api/Notifications/:notificationId/archive',
  summary: 'Archive one of the person’s notifications (it leaves the list and counts as read)',
  tag: 'Notifications',
  request: { params: notificationIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: { kind: 'signed-in' },
});

export const getNotificationStream = defineOperation({
  operationId: 'notifications_GetNotificationStream',
  method: 'GET',
  path: '/api/Notifications/stream',
  summary:
    'Server-sent events: `unread` with the unread counts whenever they change, `changed` with the shared areas of the company that writes changed',
  description:
    'text/event-stream. Read it with fetch and the Bearer token (EventSource cannot send headers). Sends the counts at once, then on every change from any API instance; `changed` ({ areas }) after a committed write in a shared area of the company (an open screen of that area asks again); a comment every 25 s.',
  tag: 'Notifications',
  response: { schema: z.string() },
  access: { kind: 'signed-in' },
});

export const getNotificationPreferences = defineOperation({
  operationId: 'notifications_GetNotificationPreferences',
  method: 'GET',
  path: '/api/Notifications/preferences',
  summary: 'The person’s channels per event, quiet hours, time zone and daily digest',
  tag: 'Notifications',
  response: { schema: notificationPreferencesSchema },
  access: { kind: 'signed-in' },
});

export const updateNotificationPreferences = defineOperation({
  operationId: 'notifications_UpdateNotificationPreferences',
  method: 'PUT',
  path: '/api/Notifications/preferences',
  summary: 'Change channels per event, quiet hours, time zone or the daily digest',
  description:
    'Switching off a channel of an event the current company made mandatory answers 409 naming the choice; nothing is changed then.',
  tag: 'Notifications',
  request: { body: updateNotificationPreferencesBodySchema },
  response: { schema: notificationPreferencesSchema },
  access: { kind: 'signed-in' },
});

export const getMandatoryNotifications = defineOperation({
  operationId: 'notifications_GetMandatoryNotifications',
  method: 'GET',
  path: '/api/Notifications/mandatory',
  summary: 'Events the current company made mandatory, and those it may',
  tag: 'Notifications',
  response: { schema: mandatoryNotificationsSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const updateMandatoryNotifications = defineOperation({
  operationId: 'notifications_UpdateMandatoryNotifications',
  method: 'PUT',
  path: '/api/Notifications/mandatory',
  summary: 'Set the events the current company makes mandatory for its members',
  tag: 'Notifications',
  request: { body: updateMandatoryNotificationsBodySchema },
  response: { schema: mandatoryNotificationsSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});
