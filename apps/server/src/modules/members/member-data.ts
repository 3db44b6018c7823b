import { isLanguageTag, POINTS_NAME_KEY, SOURCE_LANGUAGE, type TMemberData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { memberBalances } from '../../ledger/index.js';
import { findDivisionWithCluster } from './repository.js';
import { publicMemberId } from '../../lib/member-ids.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { isTimeZone } from '../../settings/cluster-zones.js';
import { pictureRefs } from '../pictures/index.js';
import type { Locale } from '../../i18n/index.js';
import { programmeTexts } from '../../programme-texts/index.js';
import { firstStepsOf } from './first-steps.js';

/** The site template the web client keys "logged in" on. */
export const SITE_TEMPLATE = 'portal';

/**
 * Maps a member row to memberData; the three balances are the ledger's redeem, recognise and
 * pif. The points' name is said in `locale` (the caller's language), falling back to the source.
 */
export async function toMemberData(ctx: AppContext, m: MemberRow, locale: Locale): Promise<TMemberData> {
  const [division, balances, settings, pictures, texts] = await Promise.all([
    findDivisionWithCluster(ctx.database.db, m.divisionCode),
    memberBalances(ctx.database.db, m.id),
    getProgrammeSettings(ctx.database.db, ctx.config),
    pictureRefs(ctx),
    programmeTexts(ctx.database.db, locale),
  ]);
  return {
    memberId: publicMemberId(m),
    memberNumber: m.memberNumber,
    firstname: m.firstname,
    surname: m.surname,
    email: m.email,
    cellNum: m.cellNum,
    division: division?.name ?? '',
    divisionCode: m.divisionCode,
    clusterCode: division?.clusterCode ?? '',
    picId: pictures.ref(m.picId),
    pointsName: texts.say('pointsName', POINTS_NAME_KEY, 'name', settings.pointsName),
    awardsPointsAvailable: balances.redeem,
    awardsPointsAvailableMng: m.isManager ? balances.recognise : 0,
    awardsPointsAvailable1: balances.pif,
    isManager: m.isManager === 1,
    isAdminReports: m.isAdminReports === 1,
    role_ca: m.roleCa === 1,
    role_cc: m.roleCc === 1,
    isProgrammeAdmin: m.isProgrammeAdmin === 1,
    siteTemplate: SITE_TEMPLATE,
    interest1: m.interest1 === 1,
    interestOtherDesc: m.interestOtherDesc,
    otherInfo: m.otherInfo,
    dOBdd: m.dobDd,
    dOBmm: m.dobMm,
    language: isLanguageTag(m.language) ? m.language : '',
    clusterLanguage:
      division?.clusterLanguage && isLanguageTag(division.clusterLanguage)
        ? division.clusterLanguage
        : SOURCE_LANGUAGE,
    clusterTimeZone:
      division?.clusterTimeZone && isTimeZone(division.clusterTimeZone)
        ? division.clusterTimeZone
        : settings.timeZone,
    firstSteps: firstStepsOf(m),
  };
}
