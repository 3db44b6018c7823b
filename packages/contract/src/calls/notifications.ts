import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, ZRowId } from '../fields.js';
import { ZCursor, ZNextCursor, ZPageLimit } from '../paging.js';

import { NOTIFICATION_KINDS } from '../feed-constants.js';

export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type TNotificationChannel,
  type TNotificationKind,
} from '../feed-constants.js';

export const ZNotification = z.object({
  notificationId: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  /** Where the portal shows what it is about. */
  url: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

export const list = defineCall({
  path: '/api/notifications/list',
  summary: 'The caller’s notifications, newest first, a page at a time',
  access: ['member'],
  body: z.object({ cursor: ZCursor, limit: ZPageLimit(20, 50) }),
  response: z.object({
    notifications: z.array(ZNotification),
    nextCursor: ZNextCursor,
    unread: z.number().int(),
  }),
});

export const unreadcount = defineCall({
  path: '/api/notifications/unreadcount',
  summary: 'How many of the caller’s notifications are unread (the bell’s badge)',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ unread: z.number().int() }),
});

export const markread = defineCall({
  path: '/api/notifications/markread',
  summary: 'Marks notifications read: the ones listed, or all of the caller’s',
  access: ['member'],
  body: z.object({
    notificationIds: z.array(ZRowId).max(100).default([]),
    all: z.boolean().default(false),
  }),
  response: z.object({ unread: z.number().int() }),
});

export const preferences = defineCall({
  path: '/api/notifications/preferences',
  summary: 'The caller’s notification preferences per kind and channel',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ preferences: z.array(ZNotificationPreference) }),
});

export const preferencesave = defineCall({
  path: '/api/notifications/preferencesave',
  summary: 'Saves the caller’s notification preferences (the kinds listed; others keep theirs)',
  access: ['member'],
  body: z.object({ preferences: z.array(ZNotificationPreference).min(1).max(NOTIFICATION_KINDS.length) }),
  response: z.object({ preferences: z.array(ZNotificationPreference) }),
});
