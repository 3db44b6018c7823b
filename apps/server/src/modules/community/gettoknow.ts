import type { TGetToKnowProfile } from '@portal/contract';
import { COMMUNITY_MESSAGES } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { parseMemberId, publicMemberId } from '../../lib/member-ids.js';
import { pictureRefs, type PictureRefs } from '../pictures/index.js';
import { memberCards } from '../members/index.js';

/**
 * Get To Know shows only registered, active members who opted in (interest1): one who opted
 * out is in no list and cannot be read by id either.
 */
function optedIn(ctx: AppContext) {
  return memberCards(ctx.database.db)
    .select(['m.jobTitle', 'm.interestOtherDesc', 'm.otherInfo'])
    .where('m.interest1', '=', 1)
    .where('m.employmentStatus', '=', 'active')
    .where('m.registeredAt', 'is not', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof optedIn>['execute']>>[number];
const toProfile =
  (pictures: PictureRefs) =>
  (r: Row): TGetToKnowProfile => ({
    memberId: publicMemberId(r),
    firstName: r.firstname,
    surname: r.surname,
    division: r.division,
    picId: pictures.ref(r.picId),
    natureOfBusiness: r.jobTitle,
    interestOtherDesc: r.interestOtherDesc,
    otherInfo: r.otherInfo,
  });

export async function getToKnowList(ctx: AppContext): Promise<TGetToKnowProfile[]> {
  const rows = await optedIn(ctx).orderBy('m.surname').orderBy('m.firstname').orderBy('m.id').execute();
  return rows.map(toProfile(await pictureRefs(ctx)));
}

export async function getToKnowOne(ctx: AppContext, memberId: string): Promise<TGetToKnowProfile> {
  const id = parseMemberId(memberId);
  const row = id ? await optedIn(ctx).where('m.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound(COMMUNITY_MESSAGES.getToKnowNotFound);
  return toProfile(await pictureRefs(ctx))(row);
}
