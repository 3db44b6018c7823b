import type { Transaction } from 'kysely';
import { DIVISION_PREFIX, SELECT_MEMBERS_MESSAGES, type calls, type CallBody } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { parseMemberId } from '../../lib/member-ids.js';
import { managerNotice } from './notices.js';
import { memberTranslator } from '../../i18n/index.js';
import { quarterOf } from './quarter.js';
import {
  divisionHead,
  findDivisions,
  findMembers,
  insertNominations,
  requestSeen,
  type NomMember,
} from './repository.js';

export type NewNominationBody = CallBody<(typeof calls)['nom.newnom']>;

/** One nominee as resolved: a member, or a whole division, with the manager who will review. */
interface Nominee {
  key: string;
  memberId: number | null;
  name: string;
  divisionCode: string;
  divisionName: string;
  clusterCode: string;
  manager: NomMember;
}

const refuse = (message: string) => badRequest(message, { members: message });
const nameOf = (m: { firstname: string; surname: string }) => `${m.firstname} ${m.surname}`.trim();

/**
 * Stores one nomination per nominee (a whole division is one nomination), records the manager
 * who will review it and e-mails them. Nobody nominates themselves or their own division.
 */
export async function nominate(
  ctx: AppContext,
  by: MemberRow,
  body: NewNominationBody,
): Promise<{ ok: true }> {
  const at = ctx.clock.now().toISOString();
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const quarter = quarterOf(at, settings.timeZone);
  await ctx.database.db.transaction().execute(async (trx) => {
    if (body.requestId && (await requestSeen(trx, by.id, body.requestId))) return;
    const nominees = await resolveNominees(trx, by, body.members);
    const rows = await insertNominations(
      trx,
      nominees.map((n) => ({
        nomCat: body.nomCat,
        reason: body.reason,
        byMemberId: by.id,
        byDivisionCode: by.divisionCode,
        nomineeMemberId: n.memberId,
        nomineeKey: n.key,
        nomineeDivisionCode: n.divisionCode,
        nomineeClusterCode: n.clusterCode,
        nomineeManagerId: n.manager.id,
        quarter,
        requestId: body.requestId ?? null,
        createdAt: at,
      })),
    );
    const byKey = new Map(nominees.map((n) => [n.key, n]));
    for (const row of rows) {
      const n = byKey.get(row.nomineeKey);
      if (!n) throw new Error(`Nomination ${row.id} for an unexpected nominee`);
      const notice = managerNotice(
        ctx.config,
        settings,
        {
          nomId: row.id,
          manager: n.manager,
          nomineeName: n.name,
          byName: nameOf(by),
          nomCat: body.nomCat,
          reason: body.reason,
        },
        await memberTranslator(trx, n.manager.id),
      );
      if (notice) await enqueueMessage(trx, notice, at);
    }
  });
  return { ok: true };
}

async function resolveNominees(
  trx: Transaction<DB>,
  by: MemberRow,
  recipients: readonly string[],
): Promise<Nominee[]> {
  const divisionCodes: string[] = [];
  const memberIds: number[] = [];
  for (const r of recipients) {
    if (r.startsWith(DIVISION_PREFIX)) {
      const code = r.slice(DIVISION_PREFIX.length);
      if (code === by.divisionCode) throw refuse('You cannot nominate your own division.');
      if (!divisionCodes.includes(code)) divisionCodes.push(code);
      continue;
    }
    const id = parseMemberId(r);
    if (id === null) throw refuse('A selected member could not be found.');
    if (id === by.id) throw refuse('You cannot nominate yourself.');
    if (!memberIds.includes(id)) memberIds.push(id);
  }
  const divisions = new Map((await findDivisions(trx, divisionCodes)).map((d) => [d.code, d]));
  const members = new Map((await findMembers(trx, memberIds)).map((m) => [m.id, m]));
  const allDivisions = new Map(
    (await findDivisions(trx, [...new Set([...members.values()].map((m) => m.divisionCode))])).map((d) => [
      d.code,
      d,
    ]),
  );
  // A manager nominating their own report does not review it: their own manager does.
  const reviewerIdOf = (m: NomMember) => (m.managerId === by.id ? by.managerId : m.managerId);
  const reviewerIds = [...members.values()].map(reviewerIdOf).filter((id): id is number => id !== null);
  const managers = new Map((await findMembers(trx, [...new Set(reviewerIds)])).map((m) => [m.id, m]));

  const nominees: Nominee[] = [];
  for (const code of divisionCodes) {
    const d = divisions.get(code);
    if (!d) throw refuse('A selected division could not be found.');
    const headId = await divisionHead(trx, code);
    const [head] = headId === null ? [] : await findMembers(trx, [headId]);
    if (!head) throw refuse(`${d.name} has no head of division on record to review the nomination.`);
    nominees.push({
      key: `${DIVISION_PREFIX}${code}`,
      memberId: null,
      name: `the ${d.name} division`,
      divisionCode: code,
      divisionName: d.name,
      clusterCode: d.clusterCode,
      manager: head,
    });
  }
  for (const id of memberIds) {
    const m = members.get(id);
    if (!m) throw refuse('A selected member could not be found.');
    if (m.employmentStatus !== 'active') throw refuse(`${nameOf(m)} is no longer an active member.`);
    const d = allDivisions.get(m.divisionCode);
    if (!d) throw new Error(`Member ${m.id} in unknown division ${m.divisionCode}`);
    if (divisionCodes.includes(m.divisionCode))
      throw refuse(SELECT_MEMBERS_MESSAGES.memberInAddedDivision(d.name));
    const managerId = reviewerIdOf(m);
    const manager = managerId === null ? undefined : managers.get(managerId);
    if (!manager || manager.employmentStatus !== 'active' || !manager.isManager) {
      throw refuse(`${nameOf(m)} has no manager on record to review the nomination.`);
    }
    nominees.push({
      key: String(m.id),
      memberId: m.id,
      name: nameOf(m),
      divisionCode: m.divisionCode,
      divisionName: d.name,
      clusterCode: d.clusterCode,
      manager,
    });
  }
  return nominees;
}
