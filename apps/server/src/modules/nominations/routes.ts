import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type MessageText } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale, requestTranslator } from '../../http/request-language.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { listFor, viewerOf, visibleNomination } from './access.js';
import { categoriesIn } from './categories.js';
import { awardNomination, closeClusterQuarter, clusterQuarters, rateNomination } from './committee.js';
import { nominate } from './nominate.js';
import { quarterlyAwards, quarterlyAwardsCsv } from './quarterly-report.js';
import { reviewNomination } from './review.js';

/** A result told sentence by sentence, said in the caller's language. */
async function said(ctx: AppContext, req: FastifyRequest, done: Promise<{ result: MessageText[] }>) {
  const { result } = await done;
  const { t } = await requestTranslator(ctx, req);
  return { result: result.map((sentence) => t(sentence)).join(' ') };
}

export function nominationRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  registerCall(app, ctx, calls['nom.newnom'], ({ caller, body }) => nominate(ctx, caller.member, body));
  registerCall(app, ctx, calls['nom.nomcats'], async ({ req }) => ({
    categories: await categoriesIn(db, await requestLocale(ctx, req)),
  }));
  registerCall(app, ctx, calls['nom.nomlist'], async ({ caller }) => {
    const viewer = await viewerOf(db, caller.member);
    const { reviewRewardScale } = await getProgrammeSettings(db, ctx.config);
    return { roles: viewer.roles, noms: await listFor(db, viewer), rewardScale: reviewRewardScale };
  });
  registerCall(app, ctx, calls['nom.nomget'], async ({ caller, body }) => ({
    nom: await visibleNomination(db, await viewerOf(db, caller.member), body.nomId),
  }));
  registerCall(app, ctx, calls['reward.doavonnomreviewreward'], ({ caller, body, req }) =>
    said(ctx, req, reviewNomination(ctx, caller.member, body)),
  );
  registerCall(app, ctx, calls['nom.nomrate'], ({ caller, body, req }) =>
    said(ctx, req, rateNomination(ctx, caller.member, body)),
  );
  registerCall(app, ctx, calls['nom.nomaward'], ({ caller, body, req }) =>
    said(ctx, req, awardNomination(ctx, caller.member, body)),
  );
  registerCall(app, ctx, calls['nom.nomquarters'], ({ caller }) => clusterQuarters(ctx, caller.member));
  registerCall(app, ctx, calls['nom.nomclosequarter'], ({ caller, body, req }) =>
    said(ctx, req, closeClusterQuarter(ctx, caller.member, body)),
  );
  registerCall(app, ctx, calls['report.quarterlyawards'], ({ body }) => quarterlyAwards(ctx, body));
  registerCall(app, ctx, calls['report.quarterlyawardscsv'], ({ body, reply }) =>
    quarterlyAwardsCsv(ctx, reply, body),
  );
}
