import type { NewMember } from './schema.js';

/** What a staff record must give; everything else starts as the defaults below. */
export type StaffRecord = Pick<
  NewMember,
  'memberNumber' | 'firstname' | 'surname' | 'email' | 'cellNum' | 'divisionCode'
> &
  Partial<NewMember>;

/**
 * No roles, no interests, no picture: how a member starts, and what erasing a leaver's personal
 * data leaves behind.
 */
export const NO_ROLES_OR_PROFILE = {
  isManager: 0,
  isAdminReports: 0,
  roleCc: 0,
  roleCa: 0,
  isProgrammeAdmin: 0,
  interest1: 0,
  interestOtherDesc: '',
  otherInfo: '',
  picId: null,
} as const satisfies Partial<NewMember>;

/**
 * A members row as first inserted, whoever inserts it (the HR import, the demo company, test
 * factories): active, not registered, no roles, no picture, no interests, unless the record
 * says otherwise. One place, so a new column gets its starting value once.
 */
export function newMemberRow(record: StaffRecord, now: string): NewMember {
  // Once per new member (an import, the demo company), not on a request's path.
  /* eslint-disable no-restricted-syntax */
  return {
    legalFirstname: record.firstname,
    managerId: null,
    jobTitle: '',
    hireDate: null,
    dobDd: '',
    dobMm: '',
    employmentStatus: 'active',
    passwordHash: null,
    registeredAt: null,
    ...NO_ROLES_OR_PROFILE,
    dobGivenAt: null,
    createdAt: now,
    updatedAt: now,
    ...record,
  };
  /* eslint-enable no-restricted-syntax */
}
