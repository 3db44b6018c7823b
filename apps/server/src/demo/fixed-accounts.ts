/**
 * The demo accounts people are told about (README, e2e tests): one per role, at fixed
 * member numbers, so a reviewer can sign in as each kind of user.
 */

export const DEMO_PASSWORD = 'Recognise2026';

export type PersonRole = 'head' | 'manager' | 'member';

export interface RoleFlags {
  isAdminReports: number;
  roleCc: number;
  roleCa: number;
  isProgrammeAdmin: number;
}

export interface FixedAccount {
  memberNumber: string;
  firstname: string;
  surname: string;
  jobTitle: string;
  /** The slot the account takes in the generated organisation chart. */
  place: { divisionCode: string; role: PersonRole; team?: number };
  registered: boolean;
  /** Overrides the generated mobile number ('' = none on record). */
  cellNum?: string;
  flags?: Partial<RoleFlags>;
  getToKnow?: { hobbies: string; dreams: string };
}

export const FIXED_ACCOUNTS: readonly FixedAccount[] = [
  {
    memberNumber: '100001',
    firstname: 'Hannah',
    surname: 'Okafor',
    jobTitle: 'Brand Executive',
    // Team 0 of Marketing is led by 100002, so Hannah's manager is 100002.
    place: { divisionCode: 'MKT-GB', role: 'member', team: 0 },
    registered: true,
    getToKnow: { hobbies: 'Pilates and baking sourdough', dreams: 'Walk the Camino de Santiago' },
  },
  {
    memberNumber: '100002',
    firstname: 'James',
    surname: 'Whitfield',
    jobTitle: 'Brand Manager',
    place: { divisionCode: 'MKT-GB', role: 'manager', team: 0 },
    registered: true,
  },
  {
    memberNumber: '100003',
    firstname: 'Priya',
    surname: 'Raman',
    jobTitle: 'Head of Marketing',
    // Head of the division above 100002, so the reports have a three-level chain to show.
    place: { divisionCode: 'MKT-GB', role: 'head' },
    registered: true,
    flags: { isAdminReports: 1 },
  },
  {
    memberNumber: '100004',
    firstname: 'Siobhan',
    surname: 'Murphy',
    jobTitle: 'HR Business Partner',
    place: { divisionCode: 'HR-GB', role: 'member' },
    registered: true,
    flags: { roleCc: 1 },
  },
  {
    memberNumber: '100005',
    firstname: 'Oliver',
    surname: 'Bennett',
    jobTitle: 'Reward Analyst',
    place: { divisionCode: 'HR-GB', role: 'member' },
    registered: true,
    flags: { roleCa: 1 },
  },
  {
    memberNumber: '100006',
    firstname: 'Chloe',
    surname: 'Adeyemi',
    jobTitle: 'Formulation Chemist',
    place: { divisionCode: 'PD-GB', role: 'member' },
    registered: true,
    // No mobile on record: signing in sends her to the profile update first.
    cellNum: '',
  },
  {
    memberNumber: '100007',
    firstname: 'Ronan',
    surname: 'Doyle',
    jobTitle: 'Customer Care Advisor',
    place: { divisionCode: 'CC-IE', role: 'member' },
    // On the staff record but not yet registered, so registration can be tried.
    registered: false,
  },
  {
    memberNumber: '100008',
    firstname: 'Megan',
    surname: 'Price',
    jobTitle: 'Recognition Programme Lead',
    place: { divisionCode: 'DIG-GB', role: 'member' },
    registered: true,
    flags: { isProgrammeAdmin: 1 },
  },
];

/** Generated members are numbered from here on, clear of the fixed accounts. */
export const FIRST_GENERATED_NUMBER = 100_101;
