import { ROLE_MESSAGES, type TNomination } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { clusterOfDivision, nominationRows, type NominationRow, type NominationScope } from './repository.js';
import { NOMINATION_ANSWER_TEXTS } from '../../i18n/index.js';

/** Nomination roles as the list reports them (spec: mng, cc, ca and others). */
export type NominationRole = 'mng' | 'cc' | 'ca' | 'adm';

/** At most this many nominations in one list, newest first (a company-wide view could grow without bound). */
export const NOMLIST_LIMIT = 1000;

export interface NominationViewer {
  member: MemberRow;
  roles: NominationRole[];
  clusterCode: string | null;
  scope: NominationScope;
}

/**
 * Who sees what: a manager the nominations they are the recorded reviewer of; cluster
 * committee and cluster admin every nomination of their own cluster; admin-report users all.
 */
export async function viewerOf(db: Db, member: MemberRow): Promise<NominationViewer> {
  const roles: NominationRole[] = [];
  if (member.isManager) roles.push('mng');
  if (member.roleCc) roles.push('cc');
  if (member.roleCa) roles.push('ca');
  if (member.isAdminReports) roles.push('adm');
  const clusterCode = await clusterOfDivision(db, member.divisionCode);
  const scope: NominationScope = {};
  if (member.isManager) scope.managerId = member.id;
  if ((member.roleCc || member.roleCa) && clusterCode) scope.clusterCode = clusterCode;
  if (member.isAdminReports) scope.all = true;
  return { member, roles, clusterCode, scope };
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function toNomination(r: NominationRow): TNomination {
  const isEntireDivision = r.nomineeMemberId === null;
  return {
    nomId: r.id,
    dateCreated: r.createdAt,
    nomCat: r.nomCat,
    reason: r.reason,
    nomineeMember: isEntireDivision
      ? `Entire division: ${r.nomineeDivision}`
      : fullName(r.nomineeFirstname, r.nomineeSurname),
    nomineeMemberNumber: r.nomineeMemberNumber ?? '',
    nomineeDivision: r.nomineeDivision,
    nomineeManagerMember: fullName(r.mgrFirstname, r.mgrSurname),
    nomineeManagerMemberNumber: r.mgrMemberNumber,
    nomineeManagerCellNum: r.mgrCellNum,
    byMember: fullName(r.byFirstname, r.bySurname),
    byMemberNumber: r.byMemberNumber,
    byDivision: r.byDivision,
    reviewIsDone: r.reviewRating !== null,
    ratingIsDone: r.myRating !== null && r.myRating !== undefined,
    ratingCount: Number(r.ratingCount ?? 0),
    reviewRating: r.reviewRating,
    reviewPointsValue: r.reviewPoints,
    isIncludeInQuarterly: r.isIncludeInQuarterly === 1,
    quarterlyMotivation: r.quarterlyMotivation,
    myRating: Number(r.myRating ?? 0),
    ratingAverage:
      r.ratingAverage === null || r.ratingAverage === undefined
        ? 0
        : Math.round(Number(r.ratingAverage) * 10) / 10,
    awardStatus: r.awardStatus,
    quarter: r.quarter,
    quarterClosed: r.quarterClosedAt !== null,
    isEntireDivision,
  };
}

export async function listFor(db: Db, viewer: NominationViewer) {
  const rows = await nominationRows(db, {
    scope: viewer.scope,
    viewerId: viewer.member.id,
    limit: NOMLIST_LIMIT,
  });
  return rows.map(toNomination);
}

/** One nomination the viewer may see: 404 when it does not exist, 403 when it is not theirs to see. */
export async function visibleNomination(
  db: Db,
  viewer: NominationViewer,
  nomId: number,
): Promise<TNomination> {
  const [row] = await nominationRows(db, {
    scope: viewer.scope,
    viewerId: viewer.member.id,
    nomId,
    limit: 1,
  });
  if (row) return toNomination(row);
  const exists = await nominationRows(db, {
    scope: { all: true },
    viewerId: viewer.member.id,
    nomId,
    limit: 1,
  });
  if (exists.length === 0) throw notFound(NOMINATION_ANSWER_TEXTS.notFound);
  throw forbidden(ROLE_MESSAGES.authorised);
}
