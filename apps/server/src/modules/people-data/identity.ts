import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, MemberRow } from '../../db/schema.js';

/**
 * Everything that has identified a member: today's names, e-mail and mobile, the identity
 * provider's names for them, and every earlier one kept in member_former_details. An erasure
 * looks for all of it, since text written before a change still holds the old value.
 */
export interface MemberIdentity {
  /** First names (preferred and legal) and surnames, each on its own. */
  givenNames: string[];
  surnames: string[];
  emails: string[];
  mobiles: string[];
  /** SCIM userName and externalId, current and former. */
  providerNames: string[];
}

const distinct = (values: Array<string | null | undefined>) => [
  ...new Set(values.map((v) => (v ?? '').trim()).filter((v) => v !== '')),
];

export async function memberIdentity(db: Db | Transaction<DB>, m: MemberRow): Promise<MemberIdentity> {
  const [former, scim] = await Promise.all([
    db
      .selectFrom('memberFormerDetails')
      .select(['detail', 'value'])
      .where('memberId', '=', m.id)
      .orderBy('detail')
      .orderBy('value')
      .execute(),
    db.selectFrom('scimUsers').select(['userName', 'externalId']).where('memberId', '=', m.id).execute(),
  ]);
  const was = (...details: string[]) => former.filter((f) => details.includes(f.detail)).map((f) => f.value);
  return {
    givenNames: distinct([m.firstname, m.legalFirstname, ...was('firstname', 'legalFirstname')]),
    surnames: distinct([m.surname, ...was('surname')]),
    emails: distinct([m.email, ...was('email')]),
    mobiles: distinct([m.cellNum, ...was('cellNum')]),
    providerNames: distinct([
      ...scim.flatMap((s) => [s.userName, s.externalId]),
      ...was('scimUserName', 'scimExternalId'),
    ]),
  };
}

/** Each name as people write it: "first surname" and "surname, first", for every pair ever used. */
export function fullNames(id: MemberIdentity): string[] {
  return id.givenNames.flatMap((g) => id.surnames.flatMap((s) => [`${g} ${s}`, `${s}, ${g}`]));
}

/** What identifies the member wherever it was copied as text: full names, e-mails, mobiles, provider names. */
export function identifyingText(id: MemberIdentity): string[] {
  return [
    ...fullNames(id),
    ...id.emails,
    ...id.mobiles.flatMap((n) => [n, n.replace(/\s+/g, '')]),
    ...id.providerNames,
  ];
}

/** The single words that name them in text linked to them ("Thanks Jane!"). */
export const nameWords = (id: MemberIdentity) => [...id.givenNames, ...id.surnames, ...fullNames(id)];
