import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZOk, ZRowId, zText } from '../fields.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/** A push service's address for one browser; the server also checks it is https. */
const ZEndpoint = z.url({ protocol: /^https?$/, message: ADMIN_FIELD_TEXTS.pushEndpoint.message }).max(1000);
/** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url as PushSubscription.toJSON() gives them. */
const ZBase64Url = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, ADMIN_FIELD_TEXTS.notBase64url.message);

export const ZPushDevice = z.object({
  id: ZRowId,
  /** What the browser said it is ("Chrome on Android"), for telling devices apart. */
  label: z.string(),
  /** The member's own device address: the app compares it with this browser's to mark "This device". */
  endpoint: z.string(),
  createdAt: z.string(),
  lastPushAt: z.string().nullable(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

export const pushkey = defineCall({
  path: '/api/push/pushkey',
  summary: "Whether push notifications are on, and the server's VAPID public key for subscribing",
  access: ['member'],
  body: z.object({}),
  response: z.object({ available: z.boolean(), publicKey: z.string() }),
});

export const pushsubscribe = defineCall({
  path: '/api/push/pushsubscribe',
  summary: "Subscribe this device to the signed-in member's push notifications",
  access: ['member'],
  body: z.object({
    endpoint: ZEndpoint,
    keys: z.object({ p256dh: ZBase64Url(80, 100), auth: ZBase64Url(16, 32) }),
    label: zText(80).default(''),
  }),
  response: z.object({ device: ZPushDevice }),
  answers: [409],
});

export const pushunsubscribe = defineCall({
  path: '/api/push/pushunsubscribe',
  summary: "Stop push notifications to one of the signed-in member's devices",
  access: ['member'],
  body: z.object({ id: ZRowId }),
  response: ZOk,
  answers: [404],
});

export const pushdevices = defineCall({
  path: '/api/push/pushdevices',
  summary: "The signed-in member's devices that receive push notifications",
  access: ['member'],
  body: z.object({}),
  response: z.object({ devices: z.array(ZPushDevice) }),
});
