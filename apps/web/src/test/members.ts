import { calls, ZMemberData, ZMemberListRow, type TMemberData, type TMemberListRow } from '@portal/contract';

/**
 * Members for component tests, built through the contract's schemas so they are shapes the
 * server sends. Names follow the demo programme the browser tests use.
 */
export function aMember(overrides: Partial<TMemberData> = {}): TMemberData {
  return ZMemberData.parse({
    memberId: 'm-100001',
    memberNumber: '100001',
    firstname: 'Hannah',
    surname: 'Okafor',
    email: 'hannah.okafor@example.test',
    cellNum: '+447700900001',
    division: 'Retail',
    divisionCode: 'RET',
    clusterCode: 'UK',
    picId: '',
    pointsName: 'Beauty Bucks',
    awardsPointsAvailable: 1000,
    awardsPointsAvailableMng: 0,
    awardsPointsAvailable1: 100,
    isManager: false,
    isAdminReports: false,
    role_ca: false,
    role_cc: false,
    isProgrammeAdmin: false,
    siteTemplate: 'default',
    interest1: false,
    interestOtherDesc: '',
    otherInfo: '',
    dOBdd: '',
    dOBmm: '',
    language: '',
    clusterLanguage: 'en-GB',
    clusterTimeZone: 'Europe/London',
    firstSteps: { firstVisit: false, show: false, photo: false, thank: false, points: false },
    ...overrides,
  });
}

/** getmemberdata's answer for a signed-in member: their record and empty Home lists. */
export function homeDataOf(member: TMemberData) {
  return calls['member.getmemberdata'].response.parse({
    memberData: member,
    homeGetToKnow: [],
    homeRecentRecognition: [],
    homeStats: { messagesSent: 0, rewardsIssued: 0, rewardsRedeemed: 0 },
    homeCelebrations: [],
  });
}

/** A row of Select Members' search results. */
export function aMemberRow(overrides: Partial<TMemberListRow> = {}): TMemberListRow {
  return ZMemberListRow.parse({
    memberId: 'm-100002',
    memberNumber: '100002',
    firstname: 'James',
    surname: 'Whitfield',
    division: 'Retail',
    divisionCode: 'RET',
    isManager: true,
    picId: '',
    ...overrides,
  });
}
