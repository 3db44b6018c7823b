import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZDivisionCode, ZEmpty, ZRowId } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';
import type { MessageText } from '../i18n/text.js';

/**
 * The Integrations page: Slack and Microsoft Teams. Secrets go in and never come back out: a
 * view says only whether each one is set. An absent secret in a save keeps the stored one.
 */

/** Slack channel ids: C…, G… (private) or D…; names change, ids do not. */
const ZSlackChannel = z
  .string()
  .trim()
  .regex(/^([CGD][A-Z0-9]{2,30})?$/, 'A Slack channel id such as C0123ABCD (channel details, bottom)');
const zSecret = (pasteWhole: MessageText) => z.string().trim().min(8, pasteWhole.message).max(500).optional();
const ZWebhookUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);

export const ZSlackSettings = z.object({
  enabled: z.boolean(),
  /** The slash command as typed in Slack, e.g. /shine. */
  commandName: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9_-]{1,31}$/, ADMIN_FIELD_TEXTS.slashCommand.message),
  /** Connect out to Slack over a WebSocket instead of receiving requests (needs the app-level token). */
  socketMode: z.boolean().default(false),
  /** Whether channel posts say how many points a recognition carried. */
  showPoints: z.boolean().default(true),
  /** A daily post of today's birthdays and work anniversaries in the company channel. */
  postCelebrations: z.boolean().default(false),
  /** Where recognitions are posted when the recipient's division has no channel of its own. */
  companyChannel: ZSlackChannel.default(''),
  divisionChannels: z
    .array(
      z.object({ divisionCode: ZDivisionCode, channel: ZSlackChannel.refine((c) => c !== '', 'Required') }),
    )
    .max(200)
    .default([]),
});
export type TSlackSettings = z.infer<typeof ZSlackSettings>;

export const ZSlackView = ZSlackSettings.extend({
  signingSecretSet: z.boolean(),
  botTokenSet: z.boolean(),
  appTokenSet: z.boolean(),
  /** What to paste into Slack as the slash command's and interactivity's request URL. */
  commandUrl: z.string(),
  interactivityUrl: z.string(),
});

export const ZTeamsSettings = z.object({
  enabled: z.boolean(),
  showPoints: z.boolean().default(true),
  postCelebrations: z.boolean().default(false),
});
export type TTeamsSettings = z.infer<typeof ZTeamsSettings>;

export const ZTeamsView = ZTeamsSettings.extend({
  securityTokenSet: z.boolean(),
  companyWebhookSet: z.boolean(),
  /** Divisions that have a channel webhook of their own (the addresses are secrets). */
  divisionWebhooks: z.array(ZDivisionCode),
  /** What to give Teams as the outgoing webhook's callback URL. */
  callbackUrl: z.string(),
});

export const ZChatPost = z.object({
  id: z.number().int(),
  channel: z.enum(['slack', 'teams']),
  /** The Slack channel id, or the Teams route ("company", "division:XX"). */
  target: z.string(),
  template: z.string(),
  refId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

const ZIntegrations = z.object({
  slack: ZSlackView,
  teams: ZTeamsView,
  /** Posts waiting to go (including retries after an error). */
  pendingPosts: z.number().int(),
  /** Posts that ran out of tries, newest first (at most 50). */
  failedPosts: z.array(ZChatPost),
  /** True when secrets cannot be stored: production without SECRETS_KEY (SECRETS_MESSAGES.keyMissing). */
  secretsKeyMissing: z.boolean(),
});
export type TIntegrations = z.infer<typeof ZIntegrations>;

export const chatintegrations = defineCall({
  path: '/api/admin/chatintegrations',
  summary: 'Slack and Teams set-up (secrets only as set or not), pending and failed channel posts',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: ZIntegrations,
});

export const slacksave = defineCall({
  path: '/api/admin/slacksave',
  summary: 'Saves the Slack set-up; a secret left out keeps the stored one',
  access: ADMIN_ACCESS,
  body: ZSlackSettings.extend({
    signingSecret: zSecret(ADMIN_FIELD_TEXTS.pasteSigningSecret),
    botToken: zSecret(ADMIN_FIELD_TEXTS.pasteBotToken).refine(
      (v) => v === undefined || v.startsWith('xoxb-'),
      'Starts with xoxb-',
    ),
    appToken: zSecret(ADMIN_FIELD_TEXTS.pasteAppToken).refine(
      (v) => v === undefined || v.startsWith('xapp-'),
      'Starts with xapp-',
    ),
  }),
  response: ZIntegrations,
  answers: [409],
});

export const teamssave = defineCall({
  path: '/api/admin/teamssave',
  summary: 'Saves the Teams set-up; a secret left out keeps the stored one, an empty address removes it',
  access: ADMIN_ACCESS,
  body: ZTeamsSettings.extend({
    securityToken: zSecret(ADMIN_FIELD_TEXTS.pasteSecurityToken).refine(
      (v) => v === undefined || /^[A-Za-z0-9+/]+={0,2}$/.test(v),
      'The security token Teams showed (base64)',
    ),
    companyWebhookUrl: ZWebhookUrl.optional(),
    /** Replaces the division list: a division left out loses its webhook; url absent keeps it. */
    divisionWebhooks: z
      .array(z.object({ divisionCode: ZDivisionCode, url: ZWebhookUrl.optional() }))
      .max(200)
      .optional(),
  }),
  response: ZIntegrations,
  answers: [409],
});

export const chatpostretry = defineCall({
  path: '/api/admin/chatpostretry',
  summary: 'Sends a failed Slack or Teams post again from the first try',
  access: ADMIN_ACCESS,
  body: z.object({ id: ZRowId }),
  response: ZIntegrations,
  answers: [404],
});

/** A Teams user's directory object id (Entra ID), as Teams puts it on messages: a GUID. */
export const ZTeamsObjectId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'The Teams user’s object id, a GUID',
  );

export const teamslink = defineCall({
  path: '/api/admin/teamslink',
  summary:
    'Links a Teams user (directory object id) to a member, who then sends and receives from Teams; an empty id unlinks the member',
  access: ADMIN_ACCESS,
  body: z.object({
    memberNumber: z.string().trim().min(1, FIELD_TEXTS.enterAMemberNumber.message).max(20),
    aadObjectId: z.union([z.literal(''), ZTeamsObjectId]),
  }),
  response: z.object({ memberNumber: z.string(), aadObjectId: z.string() }),
});
