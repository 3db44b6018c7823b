import { SCIM } from './protocol.js';
import type { ScimMember } from './user-service.js';

/** A member as a SCIM User: only what the portal keeps, nothing it does not need to give back. */
export function userResource(m: ScimMember, baseUrl: string) {
  const { member } = m;
  return {
    schemas: [SCIM.user, SCIM.enterprise],
    id: String(member.id),
    ...(m.externalId ? { externalId: m.externalId } : {}),
    userName: m.userName,
    name: {
      givenName: member.legalFirstname,
      familyName: member.surname,
      formatted: `${member.legalFirstname} ${member.surname}`.trim(),
    },
    displayName: `${member.firstname} ${member.surname}`.trim(),
    active: member.employmentStatus === 'active',
    emails: member.email ? [{ value: member.email, type: 'work', primary: true }] : [],
    phoneNumbers: member.cellNum ? [{ value: member.cellNum, type: 'mobile' }] : [],
    ...(member.jobTitle ? { title: member.jobTitle } : {}),
    ...(member.language ? { preferredLanguage: member.language } : {}),
    groups: [
      {
        value: member.divisionCode,
        display: m.divisionName,
        $ref: `${baseUrl}/Groups/${encodeURIComponent(member.divisionCode)}`,
      },
    ],
    [SCIM.enterprise]: {
      employeeNumber: member.memberNumber,
      division: m.divisionName,
      ...(m.managerId !== null ? { manager: { value: String(m.managerId) } } : {}),
    },
    meta: {
      resourceType: 'User',
      created: member.createdAt,
      lastModified: member.updatedAt,
      location: `${baseUrl}/Users/${member.id}`,
    },
  };
}

export function groupResource(
  d: { code: string; name: string },
  baseUrl: string,
  members?: Array<{ id: number; userName: string }>,
) {
  return {
    schemas: [SCIM.group],
    id: d.code,
    displayName: d.name,
    ...(members
      ? { members: members.map((m) => ({ value: String(m.id), display: m.userName, type: 'User' })) }
      : {}),
    meta: { resourceType: 'Group', location: `${baseUrl}/Groups/${encodeURIComponent(d.code)}` },
  };
}
