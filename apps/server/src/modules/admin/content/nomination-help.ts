import type { NomCat } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import { badRequest } from '../../../lib/errors.js';
import { nominationCategories, setCategoryHelpText } from '../../nominations/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { FIELD_TEXTS } from '@portal/contract';

/** Nomination categories' help texts (shown under each category on Nominate). */
export const listNominationCategories = async (db: Db) => ({ categories: await nominationCategories(db) });

export async function changeCategoryHelp(
  ctx: AppContext,
  actor: AdminActor,
  body: { nomCat: NomCat; helpText: string },
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = (await nominationCategories(trx)).find((c) => c.nomCat === body.nomCat);
    if (!before)
      throw badRequest(FIELD_TEXTS.chooseCategory.message, { nomCat: FIELD_TEXTS.chooseCategory.message });
    await setCategoryHelpText(trx, body.nomCat, body.helpText);
    const after = (await nominationCategories(trx)).find((c) => c.nomCat === body.nomCat)!;
    await recordAdminAction(trx, {
      actor,
      action: 'nomcat.help',
      target: `category ${body.nomCat}`,
      before: { helpText: before.helpText },
      after: { helpText: after.helpText },
      at,
    });
    return after;
  });
}
