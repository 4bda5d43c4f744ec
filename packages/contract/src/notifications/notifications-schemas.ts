import { z } from 'zod';
import { timeZoneSchema } from '../dates/time-zone.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification-catalogue.ts';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]]);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

export const notificationSchema = z.object({
  notificationId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  kind: notificationKindSchema,
  /** Rendered in the reader's language at the time of reading. */
  title: z.string(),
  body: z.string(),
  /** The app path the notification is about. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationStatusSchema = z.enum(['unread', 'read', 'all']);

export const getNotificationsQuerySchema = z.object({
  status: notificationStatusSchema.default('all'),
  kind: notificationKindSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const otherCompanyUnreadSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  unreadCount: z.number().int(),
});

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread in this list's scope (the current company and invitations), whatever the filter. */
  unreadCount: z.number().int(),
  /** The person's other companies with unread notifications. */
  otherCompanies: z.array(otherCompanyUnreadSchema),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({
  unreadCount: z.number().int(),
  otherCompaniesUnread: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });

export const markAllReadResultSchema = z.object({ updated: z.number().int() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time of day (HH:MM)');

export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => hours.start !== hours.end, { message: 'must differ from start', path: ['end'] });

export const channelPreferenceSchema = z.object({
  enabled: z.boolean(),
  /** The company made this event mandatory: the channel stays on whatever the person chose. */
  locked: z.boolean(),
});

export const eventPreferenceSchema = z.object({
  kind: notificationKindSchema,
  mandatory: z.boolean(),
  urgent: z.boolean(),
  digestible: z.boolean(),
  channels: z.object({
    inApp: channelPreferenceSchema,
    email: channelPreferenceSchema,
    push: channelPreferenceSchema,
  }),
});

export const notificationPreferencesSchema = z.object({
  events: z.array(eventPreferenceSchema),
  timeZone: z.string(),
  quietHours: quietHoursSchema.nullable(),
  dailyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesBodySchema = z.object({
  choices: z
    .array(
      z.object({ kind: notificationKindSchema, channel: notificationChannelSchema, enabled: z.boolean() }),
    )
    .max(100)
    .default([]),
  timeZone: timeZoneSchema.optional(),
  quietHours: quietHoursSchema.nullable().optional(),
  dailyDigest: z.boolean().optional(),
});

export const mandatoryNotificationsSchema = z.object({
  /** Kinds a company may make mandatory. */
  available: z.array(notificationKindSchema),
  mandatory: z.array(notificationKindSchema),
});

export const updateMandatoryNotificationsBodySchema = z.object({
  mandatory: z.array(notificationKindSchema).max(50),
});
