/**
 * Roles a call can require. 'member' is any logged-in member; the others are flags on the
 * member record. A call lists every role that may use it; a member holding any one may call it.
 */
export const ROLES = [
  'member',
  'manager',
  'adminReports',
  'clusterCommittee',
  'clusterAdmin',
  'programmeAdmin',
] as const;
export type Role = (typeof ROLES)[number];

/** 'anonymous' calls need no token; every other call lists the roles allowed. */
export type Access = 'anonymous' | readonly Role[];
