import { LIMITS, SEND_QUOTA_TIERS, type TSendQuotas } from '@portal/contract';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/database.js';
import { updateProgrammeSettings } from '../../apps/server/src/settings/service.js';

const WIDE_OPEN = {
  recipientsPerSend: LIMITS.recipients,
  sendsPerHour: 100_000,
  sendsPerDay: 1_000_000,
  smsPerHour: 100_000,
  smsPerDay: 1_000_000,
};

/** The highest sending quotas the settings allow, for every tier. */
export const LOAD_TEST_SEND_QUOTAS = Object.fromEntries(
  SEND_QUOTA_TIERS.map((tier) => [tier, { ...WIDE_OPEN }]),
) as TSendQuotas;

/**
 * Load and crash harnesses send thousands of e-cards per member within minutes, far beyond what
 * a person may: they lift the sending quotas as a programme admin would, in the settings.
 */
export async function liftSendQuotas(database: Database): Promise<void> {
  await database.db
    .transaction()
    .execute((trx) => updateProgrammeSettings(trx, loadConfig({}), { sendQuotas: LOAD_TEST_SEND_QUOTAS }));
}
