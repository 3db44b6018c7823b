import type { Transaction } from 'kysely';
import { PROGRAMME_SETTING_DEFAULTS, ZProgrammeSettings, type TProgrammeSettings } from '@portal/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { feedFor } from '../db/changes.js';
import { readStoredSettings, writeStoredSettings } from './repository.js';

/** What the server's configuration contributes: the environment seeds branding and time zone. */
export function settingsFromConfig(config: Config): TProgrammeSettings {
  return {
    companyName: config.COMPANY_NAME,
    programmeName: config.PROGRAMME_NAME,
    pointsName: config.POINTS_NAME,
    primaryColour: config.BRAND_PRIMARY,
    accentColour: config.BRAND_ACCENT,
    logoUrl: config.LOGO_URL,
    timeZone: config.TIME_ZONE,
    ...PROGRAMME_SETTING_DEFAULTS,
    birthdayExcludedDivisions: [...PROGRAMME_SETTING_DEFAULTS.birthdayExcludedDivisions],
    recognitionValues: {
      reward: [...PROGRAMME_SETTING_DEFAULTS.recognitionValues.reward],
      payitforward: [...PROGRAMME_SETTING_DEFAULTS.recognitionValues.payitforward],
      thankyou: [...PROGRAMME_SETTING_DEFAULTS.recognitionValues.thankyou],
      adhoc: [...PROGRAMME_SETTING_DEFAULTS.recognitionValues.adhoc],
    },
    ecardBanners: [...PROGRAMME_SETTING_DEFAULTS.ecardBanners],
    // The demo company's clusters: each pays in its own currency, at the configured rate.
    cardPayments: {
      GB: {
        provider: 'stripe',
        currency: 'GBP',
        currencySymbol: '£',
        rateMoney: config.SHOP_CURRENCY_RATE_MONEY,
      },
      IE: {
        provider: 'stripe',
        currency: 'EUR',
        currencySymbol: '€',
        rateMoney: config.SHOP_CURRENCY_RATE_MONEY,
      },
      ZA: {
        provider: 'paygate',
        currency: 'ZAR',
        currencySymbol: 'R',
        rateMoney: config.SHOP_CURRENCY_RATE_MONEY,
      },
      FR: {
        provider: 'stripe',
        currency: 'EUR',
        currencySymbol: '€',
        rateMoney: config.SHOP_CURRENCY_RATE_MONEY,
      },
      AE: {
        provider: 'stripe',
        currency: 'AED',
        currencySymbol: 'AED',
        rateMoney: config.SHOP_CURRENCY_RATE_MONEY,
      },
    },
    sendQuotas: structuredClone(PROGRAMME_SETTING_DEFAULTS.sendQuotas),
  };
}

interface Kept {
  /** The settings in force per configuration (tests build apps with different ones on one database). */
  byConfig: WeakMap<Config, Promise<TProgrammeSettings>>;
}
const kept = new WeakMap<object, Kept>();

/** The copy kept for a database, emptied whenever its feed says the settings may have changed. */
function keptFor(db: Db): Kept | null {
  const found = kept.get(db);
  if (found) return found;
  const feed = feedFor(db);
  if (!feed) return null;
  const entry: Kept = { byConfig: new WeakMap() };
  feed.subscribe((change) => {
    if (change === null || change === 'settings') entry.byConfig = new WeakMap();
  });
  kept.set(db, entry);
  return entry;
}

/**
 * The programme settings in force: the one place every caller asks. Read once and kept until
 * they change (an admin's change, on any instance, empties the copy; see db/changes.ts). Inside
 * a transaction they are read afresh, so a change and what follows from it agree. The result is
 * frozen: it is shared by every request.
 */
export async function getProgrammeSettings(
  db: Db | Transaction<DB>,
  config: Config,
): Promise<TProgrammeSettings> {
  const entry = db.isTransaction ? null : keptFor(db as Db);
  if (!entry) return readProgrammeSettings(db, config);
  const hit = entry.byConfig.get(config);
  if (hit) return hit;
  const map = entry.byConfig;
  const reading = readProgrammeSettings(db, config).then(deepFreeze);
  // A change told while this read ran replaces the map, so a stale answer is never kept.
  map.set(config, reading);
  reading.catch(() => map.delete(config));
  return reading;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The stored document over the configuration's defaults. A stored field that no longer
 * validates (an older release wrote it, or someone edited the row by hand) is ignored field by
 * field rather than breaking every call that reads settings.
 */
async function readProgrammeSettings(db: Db | Transaction<DB>, config: Config): Promise<TProgrammeSettings> {
  const base = settingsFromConfig(config);
  const stored = await readStoredSettings(db);
  if (!stored || typeof stored !== 'object') return base;
  const merged: Record<string, unknown> = { ...base };
  const shape = ZProgrammeSettings.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  for (const [key, value] of Object.entries(stored)) {
    const field = shape[key];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as TProgrammeSettings;
}

/**
 * Changes some settings inside the caller's transaction and returns the settings before and
 * after (for the admin audit log). Only the fields given change; the patch is validated.
 */
export async function updateProgrammeSettings(
  trx: Transaction<DB>,
  config: Config,
  patch: Partial<TProgrammeSettings>,
): Promise<{ before: TProgrammeSettings; after: TProgrammeSettings }> {
  const valid = ZProgrammeSettings.partial().parse(patch);
  const before = await getProgrammeSettings(trx, config);
  const stored = await readStoredSettings(trx);
  const next = { ...(stored && typeof stored === 'object' ? stored : {}), ...valid };
  await writeStoredSettings(trx, next);
  return { before, after: await getProgrammeSettings(trx, config) };
}
