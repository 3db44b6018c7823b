import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale } from '../../http/request-language.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { listFor, viewerOf, visibleNomination } from './access.js';
import { categoriesIn } from './categories.js';
import { awardNomination, closeClusterQuarter, clusterQuarters, rateNomination } from './committee.js';
import { nominate } from './nominate.js';
import { quarterlyAwards, quarterlyAwardsCsv } from './quarterly-report.js';
import { reviewNomination } from './review.js';

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
  registerCall(app, ctx, calls['reward.doavonnomreviewreward'], ({ caller, body }) =>
    reviewNomination(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['nom.nomrate'], ({ caller, body }) =>
    rateNomination(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['nom.nomaward'], ({ caller, body }) =>
    awardNomination(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['nom.nomquarters'], ({ caller }) => clusterQuarters(ctx, caller.member));
  registerCall(app, ctx, calls['nom.nomclosequarter'], ({ caller, body }) =>
    closeClusterQuarter(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['report.quarterlyawards'], ({ body }) => quarterlyAwards(ctx, body));
  registerCall(app, ctx, calls['report.quarterlyawardscsv'], ({ body, reply }) =>
    quarterlyAwardsCsv(ctx, reply, body),
  );
}
