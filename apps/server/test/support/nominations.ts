/** Helpers the nomination tests share (not used by the server itself). */
import { TZDate } from '@date-fns/tz';
import type { NewMember } from '../../src/db/schema.js';
import { memberBalances } from '../../src/ledger/index.js';
import { createMember } from '../factories.js';
import { sessionFor } from '../personas.js';
import type { TestApp } from '../app.js';

export interface Person {
  id: number;
  memberId: string;
  memberNumber: string;
  email: string;
  token: string;
  name: string;
}

let serial = 0;

/** An isolated, registered, signed-in member of the given division. */
export async function person(
  t: TestApp,
  divisionCode: string,
  overrides: Partial<NewMember> = {},
): Promise<Person> {
  serial += 1;
  const firstname = overrides.firstname ?? `Nia${serial}`;
  const surname = overrides.surname ?? 'Tester';
  const id = await createMember(t.database, { divisionCode, firstname, surname, ...overrides });
  const m = await t.database.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id,
    memberId: String(id),
    memberNumber: m.memberNumber,
    email: m.email,
    token: await sessionFor(t.database, m.memberNumber),
    name: `${firstname} ${surname}`,
  };
}

/** A manager, a report of theirs and a colleague who nominates the report, all in one division. */
export async function team(t: TestApp, divisionCode = 'FIN-GB') {
  const manager = await person(t, divisionCode, { isManager: 1 });
  const nominee = await person(t, divisionCode, { managerId: manager.id });
  const nominator = await person(t, divisionCode, { managerId: manager.id });
  return { manager, nominee, nominator };
}

export const nominationsBy = (t: TestApp, byId: number) =>
  t.database.db.selectFrom('nominations').selectAll().where('byMemberId', '=', byId).orderBy('id').execute();

/** Nominates and returns the new nomination's id. */
export async function nominateOne(
  t: TestApp,
  by: Person,
  nominee: string,
  nomCat = 'Collaboration',
  reason = 'Pulled the launch together.',
) {
  const res = await t.post('/api/nom/newnom', { nomCat, reason, members: [nominee] }, by.token);
  if (res.status !== 200) throw new Error(`newnom failed: ${res.status} ${JSON.stringify(res.body)}`);
  const rows = await nominationsBy(t, by.id);
  return rows.at(-1)!.id;
}

export const redeem = async (t: TestApp, id: number) => (await memberBalances(t.database.db, id)).redeem;

export const review = (t: TestApp, token: string, body: object) =>
  t.post('/api/reward/doavonnomreviewreward', body, token);

/** A manager's top rating that also puts the nomination forward for the quarterly award. */
export const putForward = (t: TestApp, token: string, nomId: number, quarterlyMotivation: string) =>
  review(t, token, { nomId, reviewRating: 5, isIncludeInQuarterly: true, quarterlyMotivation });

export const nomTransfers = (t: TestApp, nomId: number) =>
  t.database.db
    .selectFrom('ledgerTransfers')
    .selectAll()
    .where((eb) => eb.and({ refType: 'nomination', refId: String(nomId) }))
    .execute();

/** This month as 'YYYY-MM' in the company's time zone. */
export function currentMonth(t: TestApp): string {
  const d = new TZDate(Date.now(), t.ctx.config.TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
