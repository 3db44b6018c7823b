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
  /** The interface language chosen ('' or absent: the device's, then the cluster's default). */
  language?: string;
}

/** One fixed account, registered unless `more` says otherwise; `name` is "First Last". */
function account(
  memberNumber: string,
  name: string,
  jobTitle: string,
  place: FixedAccount['place'],
  more: Partial<FixedAccount> = {},
): FixedAccount {
  const [firstname = '', surname = ''] = name.split(' ');
  return { memberNumber, firstname, surname, jobTitle, place, registered: true, ...more };
}

/** The account's slot in the organisation chart. */
const at = (divisionCode: string, role: PersonRole, team?: number): FixedAccount['place'] =>
  team === undefined ? { divisionCode, role } : { divisionCode, role, team };

export const FIXED_ACCOUNTS: readonly FixedAccount[] = [
  // Team 0 of Marketing is led by 100002, so Hannah's manager is 100002.
  account('100001', 'Hannah Okafor', 'Brand Executive', at('MKT-GB', 'member', 0), {
    getToKnow: { hobbies: 'Pilates and baking sourdough', dreams: 'Walk the Camino de Santiago' },
  }),
  account('100002', 'James Whitfield', 'Brand Manager', at('MKT-GB', 'manager', 0)),
  // Head of the division above 100002, so the reports have a three-level chain to show.
  account('100003', 'Priya Raman', 'Head of Marketing', at('MKT-GB', 'head'), {
    flags: { isAdminReports: 1 },
  }),
  account('100004', 'Siobhan Murphy', 'HR Business Partner', at('HR-GB', 'member'), { flags: { roleCc: 1 } }),
  account('100005', 'Oliver Bennett', 'Reward Analyst', at('HR-GB', 'member'), { flags: { roleCa: 1 } }),
  // No mobile on record: signing in sends her to the profile update first.
  account('100006', 'Chloe Adeyemi', 'Formulation Chemist', at('PD-GB', 'member'), { cellNum: '' }),
  // On the staff record but not yet registered, so registration can be tried.
  account('100007', 'Ronan Doyle', 'Customer Care Advisor', at('CC-IE', 'member'), { registered: false }),
  account('100008', 'Megan Price', 'Recognition Programme Lead', at('DIG-GB', 'member'), {
    flags: { isProgrammeAdmin: 1 },
  }),
  // France: no language chosen, so the portal speaks the cluster's French.
  account('100009', 'Camille Lefèvre', 'Conseillère Beauté', at('PAR-FR', 'member'), {
    getToKnow: { hobbies: 'Danse contemporaine et vélo', dreams: 'Ouvrir une librairie à Lyon' },
  }),
  // The UAE: Arabic chosen explicitly; Dubai's calendar and the cluster's own products.
  account('100010', 'Mariam Al-Mansoori', 'Senior Beauty Advisor', at('RET-AE', 'member'), {
    language: 'ar',
  }),
];

/** Generated members are numbered from here on, clear of the fixed accounts. */
export const FIRST_GENERATED_NUMBER = 100_101;
