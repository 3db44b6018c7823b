import { currencyExponent, type TClusterCardPayment, type TProgrammeSettings } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How a member's cluster pays by card, when it does. */
export interface CardSetup extends TClusterCardPayment {
  provider: 'stripe' | 'paygate';
  clusterCode: string;
  exponent: number;
}

export async function memberCluster(db: Db | Transaction<DB>, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .innerJoin('divisions', 'divisions.code', 'members.divisionCode')
    .select('divisions.clusterCode')
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  return row?.clusterCode ?? '';
}

/**
 * The card setup of a cluster: its setting names a provider whose credentials are configured.
 * Otherwise null, and the shop is points-only for its members, exactly as without payments.
 */
export function cardSetupFor(
  config: Config,
  settings: TProgrammeSettings,
  clusterCode: string,
): CardSetup | null {
  const s = settings.cardPayments[clusterCode];
  if (!s || s.provider === 'none' || !providerConfigured(config, s.provider)) return null;
  return { ...s, provider: s.provider, clusterCode, exponent: currencyExponent(s.currency) };
}

/** True when the provider's credentials are configured: without them it is not offered. */
export function providerConfigured(config: Config, name: TClusterCardPayment['provider']): boolean {
  if (name === 'stripe') return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
  if (name === 'paygate') return Boolean(config.PAYGATE_ID && config.PAYGATE_KEY);
  return false;
}
