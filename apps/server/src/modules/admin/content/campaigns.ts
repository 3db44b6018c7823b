import type { Transaction } from 'kysely';
import type { adminContent } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { findCampaign, listCampaigns } from '../../getinvolved/index.js';
import { createCampaign, updateCampaign } from '../../getinvolved/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { CONTENT_TEXTS } from '../../../i18n/index.js';

/**
 * Get Involved campaigns for the admin area and `npm run admin`. The getinvolved service
 * validates again (colour, end not before start) whatever the caller sent, so the command line
 * cannot store what the web form would refuse; the database's check is the last guard.
 */
export const listAllCampaigns = async (db: Db) => ({ campaigns: await listCampaigns(db) });

async function campaignView(db: Db | Transaction<DB>, id: number): Promise<adminContent.TAdminCampaign> {
  const c = await findCampaign(db, id);
  if (!c) throw notFound(CONTENT_TEXTS.campaignNotFound);
  return c;
}

const fieldsOf = ({ id: _id, ...fields }: adminContent.TAdminCampaign) => fields;

export async function addCampaign(ctx: AppContext, actor: AdminActor, body: adminContent.CampaignAddBody) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const id = await createCampaign(trx, body, at);
    const campaign = await campaignView(trx, id);
    await recordAdminAction(trx, {
      actor,
      action: 'campaign.add',
      target: `campaign ${id} ${campaign.name}`,
      before: null,
      after: fieldsOf(campaign),
      at,
    });
    return { campaign };
  });
}

export async function changeCampaign(
  ctx: AppContext,
  actor: AdminActor,
  body: adminContent.CampaignUpdateBody,
) {
  const at = ctx.clock.now().toISOString();
  const { campaignId, ...patch } = body;
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await campaignView(trx, campaignId);
    await updateCampaign(trx, campaignId, defined, at);
    const campaign = await campaignView(trx, campaignId);
    await recordAdminAction(trx, {
      actor,
      action: 'campaign.update',
      target: `campaign ${campaignId} ${campaign.name}`,
      before: fieldsOf(before),
      after: fieldsOf(campaign),
      at,
    });
    return { campaign };
  });
}
