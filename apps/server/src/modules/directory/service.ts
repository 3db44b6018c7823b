import type { z } from 'zod';
import type { calls, TMemberListRow, TMemberSummary } from '@portal/contract';
import type { AppContext, Caller } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { parseMemberId, publicMemberId } from '../../lib/member-ids.js';
import { findActiveMember, listDivisions, searchMembers } from './repository.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { pictureRefs } from '../pictures/index.js';
import { COMMON_TEXTS } from '../../i18n/index.js';

type MemberListBody = z.infer<(typeof calls)['site.getmemberlist']['body']>;

/** Enough to choose from; a longer list means the search should be narrower. */
export const MEMBER_LIST_LIMIT = 50;

export async function memberList(
  ctx: AppContext,
  caller: Caller,
  body: MemberListBody,
): Promise<{ memberList: TMemberListRow[] }> {
  const [rows, pictures] = await Promise.all([
    searchMembers(ctx.database.db, ctx.database.dialect, {
      search: body.search.trim(),
      divisionCode: body.divisionCode,
      excludeId: body.includeSelf ? null : caller.member.id,
      limit: MEMBER_LIST_LIMIT,
    }),
    pictureRefs(ctx),
  ]);
  return {
    memberList: rows.map((r) => ({
      memberId: publicMemberId(r),
      memberNumber: r.memberNumber,
      firstname: r.firstname,
      surname: r.surname,
      division: r.division,
      divisionCode: r.divisionCode,
      isManager: r.isManager === 1,
      picId: pictures.ref(r.picId),
    })),
  };
}

/** One active member, to preselect on a form; leavers and unknown ids are not found. */
export async function memberSummary(ctx: AppContext, memberId: string): Promise<TMemberSummary> {
  const id = parseMemberId(memberId);
  const m = id === null ? undefined : await findActiveMember(ctx.database.db, id);
  if (!m) throw notFound(COMMON_TEXTS.memberNotFound);
  const { companyName } = await getProgrammeSettings(ctx.database.db, ctx.config);
  return {
    companyName,
    firstName: m.firstname,
    surname: m.surname,
    memberId: publicMemberId(m),
    memberNumber: m.memberNumber,
  };
}

export async function divisionLists(ctx: AppContext) {
  const { countries, divisions } = await listDivisions(ctx.database.db);
  return {
    countryList: countries.map((c) => ({ countryCode: c.code, country: c.name })),
    divisionList: divisions.map((d) => ({
      divisionCode: d.code,
      countryCode: d.clusterCode,
      division: d.name,
    })),
  };
}
