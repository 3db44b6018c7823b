import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import type { PortalMigration } from './helpers.js';
import { foundation } from './0001_foundation.js';
import { outbox } from './0002_outbox.js';
import { recognitions } from './0003_recognitions.js';
import { identity } from './0004_identity.js';
import { picturesSso } from './0005_pictures_sso.js';
import { performance } from './0006_performance.js';
import { jobs } from './0007_jobs.js';
import { nominations } from './0008_nominations.js';
import { shop } from './0009_shop.js';
import { community } from './0010_community.js';
import { admin } from './0011_admin.js';
import { moderation } from './0012_moderation.js';
import { campaignDescription } from './0013_campaign_description.js';
import { shopCategoryHidden } from './0014_shop_category_hidden.js';
import { integrations } from './0060_integrations.js';
import { memberErasure } from './0040_member_erasure.js';
import { cardPayments } from './0050_card_payments.js';
import { abuseLimits } from './0030_abuse_limits.js';
import { chatIntegrations } from './0070_chat_integrations.js';
import { changeNotices } from './0080_change_notices.js';
import { memberCounters } from './0081_member_counters.js';
import { reportPaging } from './0090_report_paging.js';
import { insightsRollups } from './0100_insights_rollups.js';
import { feed } from './0110_feed.js';
import { notifications } from './0111_notifications.js';
import { pushSubscriptions } from './0120_push_subscriptions.js';
import { homeChangeNotices } from './0130_home_change_notices.js';
import { feedChangeNotices } from './0140_feed_change_notices.js';
import { insightsPeriods } from './0150_insights_periods.js';
import { insightsPeriodPoints } from './0160_insights_period_points.js';
import { insightsPeriodFlows } from './0170_insights_period_flows.js';
import { insightsHeads } from './0180_insights_heads.js';
import { sendQuotaIndex } from './0190_send_quota_index.js';
import { insightsFirstsSqlite } from './0200_insights_firsts_sqlite.js';
import { outboxClaimIndex } from './0210_outbox_claim_index.js';
import { insightsLockOrder } from './0220_insights_lock_order.js';
import { insightsReceivedHistogram } from './0250_insights_received_histogram.js';
import { basketPromoCodes } from './0360_basket_promo_codes.js';
import { languagesAndClusterCountries } from './0370_languages_and_cluster_countries.js';
import { shopClusterOffers } from './0390_shop_cluster_offers.js';
import { programmeTranslations } from './0400_programme_translations.js';
import { firstSteps } from './0410_first_steps.js';
import { insightsDivisionPoints } from './0260_insights_division_points.js';
import { insightsDivisionHeads } from './0270_insights_division_heads.js';
import { insightsRecognitionDeltas } from './0280_insights_recognition_deltas.js';
import { sendQuotaTotals } from './0290_send_quota_totals.js';
import { sendPathIndexes } from './0300_send_path_indexes.js';
import { integrationChangeNotices } from './0310_integration_change_notices.js';
import { memberFormerDetails } from './0320_member_former_details.js';
import { leaverHolds } from './0321_leaver_holds.js';
import { insightsRecognisedRuns } from './0240_insights_recognised_runs.js';
import { rewardIndexes } from './0230_reward_indexes.js';
import { paymentAmountMismatch } from './0340_payment_amount_mismatch.js';
import { teamsLinks } from './0341_teams_links.js';

/** Ordered by name; later issues append their own files here. */
const ALL: Record<string, PortalMigration> = {
  '0001_foundation': foundation,
  '0002_outbox': outbox,
  '0003_recognitions': recognitions,
  '0004_identity': identity,
  '0005_pictures_sso': picturesSso,
  '0006_performance': performance,
  '0007_jobs': jobs,
  '0008_nominations': nominations,
  '0009_shop': shop,
  '0010_community': community,
  '0011_admin': admin,
  '0012_moderation': moderation,
  '0013_campaign_description': campaignDescription,
  '0014_shop_category_hidden': shopCategoryHidden,
  '0060_integrations': integrations,
  '0040_member_erasure': memberErasure,
  '0050_card_payments': cardPayments,
  '0030_abuse_limits': abuseLimits,
  '0070_chat_integrations': chatIntegrations,
  '0080_change_notices': changeNotices,
  '0081_member_counters': memberCounters,
  '0090_report_paging': reportPaging,
  '0100_insights_rollups': insightsRollups,
  '0110_feed': feed,
  '0111_notifications': notifications,
  '0120_push_subscriptions': pushSubscriptions,
  '0130_home_change_notices': homeChangeNotices,
  '0140_feed_change_notices': feedChangeNotices,
  '0150_insights_periods': insightsPeriods,
  '0160_insights_period_points': insightsPeriodPoints,
  '0170_insights_period_flows': insightsPeriodFlows,
  '0180_insights_heads': insightsHeads,
  '0190_send_quota_index': sendQuotaIndex,
  '0200_insights_firsts_sqlite': insightsFirstsSqlite,
  '0210_outbox_claim_index': outboxClaimIndex,
  '0220_insights_lock_order': insightsLockOrder,
  '0230_reward_indexes': rewardIndexes,
  '0240_insights_recognised_runs': insightsRecognisedRuns,
  '0250_insights_received_histogram': insightsReceivedHistogram,
  '0260_insights_division_points': insightsDivisionPoints,
  '0270_insights_division_heads': insightsDivisionHeads,
  '0280_insights_recognition_deltas': insightsRecognitionDeltas,
  '0290_send_quota_totals': sendQuotaTotals,
  '0300_send_path_indexes': sendPathIndexes,
  '0310_integration_change_notices': integrationChangeNotices,
  '0320_member_former_details': memberFormerDetails,
  '0321_leaver_holds': leaverHolds,
  '0340_payment_amount_mismatch': paymentAmountMismatch,
  '0341_teams_links': teamsLinks,
  '0360_basket_promo_codes': basketPromoCodes,
  '0370_languages_and_cluster_countries': languagesAndClusterCountries,
  '0390_shop_cluster_offers': shopClusterOffers,
  '0400_programme_translations': programmeTranslations,
  '0410_first_steps': firstSteps,
};

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(ALL).map(([name, m]) => [
      name,
      { up: (db) => m.up(db, dialect), down: (db) => m.down(db, dialect) },
    ]),
  );
}
