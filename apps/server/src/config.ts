import { VOUCHER_DELIVERY, VOUCHER_DELIVERY_CODES } from '@portal/contract';
import { z } from 'zod';

/** Boolean environment flags: 'true/1/yes/on' and 'false/0/no/off'. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

/** FCM (Chrome, Edge, Android), Mozilla (Firefox), Apple (Safari) and Windows (WNS). */
const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
].join(',');

/** A secrets key: 32 bytes, as 64 hex characters or base64. */
const isSecretsKey = (v: string) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32;

/** Every setting comes from the environment, checked at start; the defaults run out of the box. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/portal.db')
    .refine(
      (v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v),
      'Use sqlite:<path> or postgres://…',
    ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How far the JavaScript heap may grow past what is live before a full collection (ops/heap.ts); 0: V8's own choice. */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(40),
  DEMO_DATA: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(''),
  /**
   * Whom to believe about the client's address in X-Forwarded-For: false (nobody: the socket's
   * address), true (every proxy: only when nothing can reach the portal except through them),
   * a number of proxy hops, or a comma-separated list of proxy addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): boolean | number | string => {
      if (v === undefined || v === '' || ['false', '0', 'no', 'off'].includes(v)) return false;
      if (['true', 'yes', 'on'].includes(v)) return true;
      if (/^\d+$/.test(v)) return Number(v);
      const parts = v.split(',').map((p) => p.trim());
      if (parts.every((p) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))) return parts.join(',');
      ctx.addIssue({ code: 'custom', message: 'Use true, false, a hop count or addresses/CIDR ranges' });
      return z.NEVER;
    }),
  COMPANY_NAME: z.string().default('Lumière Beauty'),
  PROGRAMME_NAME: z.string().default('Shine Recognition'),
  POINTS_NAME: z.string().default('Beauty Bucks'),
  BRAND_PRIMARY: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#8e2466'),
  BRAND_ACCENT: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#e8a33d'),
  LOGO_URL: z.string().default('/logo.svg'),
  TIME_ZONE: z.string().default('Europe/London'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Failed sign-ins for one member number from one address within the window before that pair waits. */
  LOGIN_LIMIT_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins from one address, whatever the member numbers, within the window. */
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** The sliding window the failures above are counted over. */
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failures of one member number (all addresses) after which addresses that failed back off exponentially. */
  LOGIN_BACKOFF_AFTER: z.coerce.number().int().min(1).default(5),
  /** Comments one member posts or edits in a clock hour (the feed's flood limit). */
  FEED_COMMENTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Members one member newly mentions in comments in a clock hour (each is told). */
  FEED_MENTIONS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  /** Reactions one member adds in a clock hour (each may tell the giver and the recipient). */
  FEED_REACTIONS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Rows of one HR import file, header not counted; a longer file is refused before it is checked. */
  HR_IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  SSO_ISSUER: z.string().default(''),
  SSO_CLIENT_ID: z.string().default(''),
  SSO_CLIENT_SECRET: z.string().default(''),
  /** Where the provider sends the browser back; empty means PUBLIC_URL + /loginsuccess. */
  SSO_REDIRECT_URI: z.string().default(''),
  /** Which ID-token/userinfo claim names the member: an employee number or an e-mail address. */
  SSO_MATCH_CLAIM: z.string().min(1).default('employee_number'),
  SSO_SCOPE: z.string().default('openid email profile'),
  /** HS256 secret shared with the intranet that hands members over (/welcometrfauth); empty turns it off. */
  TRANSFER_AUTH_KEY: z.string().default(''),
  /**
   * 32 bytes (64 hex characters or base64) that seal stored integration secrets (webhook signing
   * secrets, chat tokens) and a generated VAPID private key. Empty: in production no such secret
   * is stored; in development and tests a key is generated once and kept in the database.
   */
  SECRETS_KEY: z
    .string()
    .default('')
    .refine((v) => v === '' || isSecretsKey(v), 'Use 64 hex characters or 32 bytes in base64'),
  /** Keys SECRETS_KEY replaced, comma-separated: stored secrets still open with them until resealed. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((k) => k.trim() === '' || isSecretsKey(k.trim())),
      'Each key: 64 hex characters or 32 bytes in base64',
    ),
  TRANSFER_AUTH_ISSUER: z.string().default(''),
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(50).default(10),
  /**
   * How long a profile picture URL handed to the web app works (rounded up to the hour); at
   * least a session's lifetime, so pictures on a screen opened late in a session still load.
   */
  PICTURE_URL_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** How long the sender's picture in an e-card keeps loading from the recipient's mailbox. */
  ECARD_PICTURE_URL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Pictures decoded at once in this process; 0 means half the cores (at least one). */
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(0),
  /** Once an upload's turn to be decoded comes, its body must arrive within this many seconds. */
  UPLOAD_READ_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Uploads that may wait for a decode; more are refused with a 429. */
  IMAGE_DECODE_QUEUE: z.coerce.number().int().min(0).max(1000).default(32),
  /** The portal's address as people reach it; e-cards link to it and load their banners from it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Shine Recognition <no-reply@lumierebeauty.example>'),
  PROGRAMME_EMAIL: z.string().default('recognition@lumierebeauty.example'),
  SMS_GATEWAY_URL: z.string().default(''),
  SMS_GATEWAY_TOKEN: z.string().default(''),
  SMS_GATEWAY_BODY: z.string().default('{"to":"{{to}}","message":"{{text}}"}'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  /**
   * Web Push (VAPID, RFC 8292). Both keys empty: a pair is generated on first start and kept in
   * the database. Set both (base64url, as `npx web-push generate-vapid-keys` prints them) to
   * keep the same pair across databases; subscriptions made under another pair stop working.
   */
  VAPID_PUBLIC_KEY: z.string().trim().default(''),
  VAPID_PRIVATE_KEY: z.string().trim().default(''),
  /** Whom push services contact about this sender: a mailto: or https: address. Empty: mailto:PROGRAMME_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^(mailto:|https:\/\/)/.test(v), 'Use a mailto: or https:// address'),
  /** false turns push notifications off: no devices are subscribed and nothing is sent. */
  PUSH_ENABLED: flag(true),
  /**
   * The push services browsers subscribe with, comma-separated: a host name, or `*.` and a name
   * for every host below it. A push endpoint elsewhere is refused and never sent to.
   */
  PUSH_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS)
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$/, 'Host names, or *. and a host name'))
        .min(1, 'Name at least one push service'),
    ),
  /**
   * Development and tests only (refused in production): webhooks, Teams channels and push
   * endpoints may be plain http, for stand-ins on this machine. Everything else stays checked.
   */
  OUTBOUND_ALLOW_HTTP: flag(false),
  /**
   * Development and tests only (refused in production): webhooks, Teams channels and push may
   * reach loopback addresses (127.0.0.0/8, ::1, localhost). Private, link-local and reserved
   * addresses stay refused.
   */
  OUTBOUND_ALLOW_LOOPBACK: flag(false),
  /** Slack's Web API; tests and proxies point it elsewhere. */
  SLACK_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://slack.com/api/')
    .transform((u) => (u.endsWith('/') ? u : `${u}/`)),
  /* Rewards shop: how the shop prices, shows money and delivers voucher codes. */
  /** The allocation the shop runs in (inf.alloc); the demo and this build redeem points. */
  SHOP_ALLOC: z
    .string()
    .regex(/^[\w-]*$/)
    .default('points'),
  /** inf.productCurrency: the unit prices are in. */
  SHOP_CURRENCY: z.string().default('PTS'),
  SHOP_CURRENCY_SYMBOL: z.string().default('BB'),
  SHOP_CURRENCY_SUFFIX: flag(true),
  SHOP_CURRENCY_DECIMALS: z.coerce.number().int().min(0).max(4).default(0),
  SHOP_TRUNCATE_CENTS: flag(true),
  /** C: voucher codes go to a mobile number typed at checkout; Z: to the member's stored number. */
  SHOP_DELIVERY_TYPE: z.enum(VOUCHER_DELIVERY_CODES).default(VOUCHER_DELIVERY.typedMobile),
  /** Money one point is worth (inf.currencyRateMoney) by default; each cluster's setting may differ. */
  SHOP_CURRENCY_RATE_MONEY: z.coerce.number().positive().default(0.01),
  /** Where product and advert images are fetched from; the default is this server's own route. */
  SHOP_IMAGE_BASE_URL: z.string().default('/shopimg/'),
  /** Order numbers are this prefix and the order's row number, zero-padded. */
  SHOP_ORDER_PREFIX: z
    .string()
    .regex(/^[A-Z0-9-]{0,8}$/)
    .default('LB'),
  /** A repeated placeOrder without a requestId, finding the basket already ordered this long ago, gets the same order. */
  SHOP_ORDER_REPLAY_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Calls one API token may make per minute, counted in the database across every instance. */
  API_TOKEN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** How long a webhook receiver has to answer before the delivery counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Division (code or name) of a member SCIM creates without one; empty: the first division by code. */
  SCIM_DEFAULT_DIVISION: z.string().default(''),
  /** Stripe (card payments of a shortfall): the secret API key; empty turns Stripe off. */
  STRIPE_SECRET_KEY: z.string().default(''),
  /** The signing secret of the webhook endpoint (whsec_…); Stripe is off without it. */
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** Stripe's API address; another one only for a stand-in. */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** PayGate PayWeb3 (South Africa): the merchant id and encryption key; empty turns PayGate off. */
  PAYGATE_ID: z.string().default(''),
  PAYGATE_KEY: z.string().default(''),
  /** PayWeb3's address (initiate.trans, process.trans and query.trans are under it). */
  PAYGATE_BASE_URL: z.url().default('https://secure.paygate.co.za/payweb3'),
  /** PayHost's SOAP address, where PayGate refunds are made. */
  PAYGATE_PAYHOST_URL: z.url().default('https://secure.paygate.co.za/payhost/process.trans'),
  /** PayHost's password for refunds (PayGate gives it with the PayHost account); empty: refund in the back office. */
  PAYGATE_PAYHOST_PASSWORD: z.string().default(''),
  /** Minutes a member has to pay before the held points come back. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** How often each instance looks for due scheduled jobs (birthday awards, allowance top-ups). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  /** How often each instance adds the recognitions sent meanwhile to the insights roll-ups (SQLite). */
  INSIGHTS_FOLD_MS: z.coerce.number().int().min(50).default(2000),
});
export type Config = z.infer<typeof ZConfig>;

/** The outbound allowances open the way to this machine and to plain http: never in production. */
const ZCheckedConfig = ZConfig.superRefine((c, ctx) => {
  for (const key of ['OUTBOUND_ALLOW_HTTP', 'OUTBOUND_ALLOW_LOOPBACK'] as const)
    if (c[key] && c.NODE_ENV === 'production')
      ctx.addIssue({ code: 'custom', path: [key], message: 'Only with NODE_ENV=development or test' });
});

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZCheckedConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
