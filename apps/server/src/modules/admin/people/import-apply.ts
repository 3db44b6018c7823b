import type { Transaction } from 'kysely';
import { type adminPeople, withValues } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { newMemberRow } from '../../../db/member-row.js';
import type { DB, NewMember } from '../../../db/schema.js';
import { badRequest } from '../../../lib/errors.js';
import { getProgrammeSettings } from '../../../settings/service.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import type { HrRow, ParsedHrFile } from './hr-file.js';
import { planImport, type ImportPlan } from './import-plan.js';
import { disableLeavers } from './leavers.js';
import { restoreLeaverPoints } from './leaver-holds.js';
import { emit } from '../../../events/bus.js';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

/** Rows per INSERT: about 20 parameters a row stays far below both dialects' limits. */
const BATCH = 250;
const pad2 = (s: string) => (s ? s.padStart(2, '0') : '');

export type Progress = (phase: string, done: number, total: number) => void;

/**
 * Applies an HR file in one transaction: the plan is made again inside it (the members table
 * may have changed since the preview), and nothing is written when any row has an error.
 * The audit entry is written in the same transaction.
 */
export async function applyImport(
  trx: Transaction<DB>,
  ctx: AppContext,
  actor: AdminActor,
  file: ParsedHrFile,
  meta: { fileName: string; importId: string },
  progress: Progress = () => {},
): Promise<adminPeople.TImportPreview> {
  const plan = await planImport(trx, file);
  if (plan.preview.counts.errors > 0) {
    throw badRequest(withValues(PEOPLE_ADMIN_TEXTS.rowsWithErrors, { n: plan.preview.counts.errors }), {
      file: PEOPLE_ADMIN_FIELD_TEXTS.fixRows,
    });
  }
  const now = ctx.clock.now().toISOString();
  const total = plan.preview.counts.new + plan.updates.length + plan.leavers.length;
  let done = 0;
  const step = (phase: string, n: number) => {
    done += n;
    progress(phase, done, total);
  };

  if (plan.newDivisions.length) await trx.insertInto('divisions').values(plan.newDivisions).execute();
  const idOf = await insertNewMembers(trx, plan, now, (n) => step('Adding new members', n));
  await emit(trx, {
    type: 'members.joined',
    at: now,
    memberIds: plan.createLayers.flat().map((r) => idOf.get(r.memberNumber)!),
  });
  const managerId = async (number: string): Promise<number | null> => {
    if (!number) return null;
    const known = idOf.get(number);
    if (known !== undefined) return known;
    const row = await trx
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', number)
      .executeTakeFirstOrThrow();
    idOf.set(number, row.id);
    return row.id;
  };
  for (const u of plan.updates) {
    const set = { ...u.set, updatedAt: now };
    if (u.managerNumber !== undefined) set.managerId = await managerId(u.managerNumber);
    await trx.updateTable('members').set(set).where('id', '=', u.id).execute();
    step('Updating members', 1);
  }
  // Those who come back get what their leaving put on hold, if the grace period is not over.
  const pointsRestored = await restoreLeaverPoints(
    trx,
    plan.updates.filter((u) => u.set.employmentStatus === 'active').map((u) => u.id),
    now,
  );
  const settings = await getProgrammeSettings(trx, ctx.config);
  const left = await disableLeavers(
    trx,
    plan.leavers.map((l) => l.id),
    {
      at: now,
      leaverPoints: settings.leaverPoints,
      leaverGraceDays: settings.leaverGraceDays,
      reason: `HR import ${meta.importId}`,
    },
  );
  step('Disabling leavers', plan.leavers.length);

  const numbers = (rows: { memberNumber: string }[]) => rows.slice(0, 100).map((r) => r.memberNumber);
  await recordAdminAction(trx, {
    actor,
    action: 'people.import',
    target: `HR file ${meta.fileName} (${file.total} rows)`,
    // The members before are too many to copy; the entry names each one that changed.
    before: null,
    after: {
      unchanged: plan.preview.unchanged,
      new: plan.preview.counts.new,
      changed: plan.updates.length,
      leaving: plan.leavers.length,
      pointsReturned: left.pointsReturned,
      pointsRestored,
      newDivisions: plan.preview.newDivisions,
      newMembers: numbers(plan.createLayers.flat()),
      changedMembers: plan.updates
        .slice(0, 100)
        .map((u) => `${u.row.memberNumber} (${u.changes.join('; ')})`),
      leavers: numbers(plan.leavers),
    },
    at: now,
  });
  return plan.preview;
}

async function insertNewMembers(
  trx: Transaction<DB>,
  plan: ImportPlan,
  now: string,
  step: (n: number) => void,
): Promise<Map<string, number>> {
  const idOf = new Map<string, number>();
  const existingManagers = new Set(
    plan.createLayers
      .flat()
      .map((r) => r.managerNumber)
      .filter((n) => n),
  );
  if (existingManagers.size) {
    const rows = await trx
      .selectFrom('members')
      .select(['id', 'memberNumber'])
      .where('memberNumber', 'in', [...existingManagers])
      .execute();
    for (const r of rows) idOf.set(r.memberNumber, r.id);
  }
  for (const layer of plan.createLayers) {
    for (let i = 0; i < layer.length; i += BATCH) {
      const batch = layer.slice(i, i + BATCH);
      const inserted = await trx
        .insertInto('members')
        .values(batch.map((r) => toNewMember(r, plan.divisionOf.get(r.memberNumber)!, idOf, now)))
        .returning(['id', 'memberNumber'])
        .execute();
      for (const r of inserted) idOf.set(r.memberNumber, r.id);
      step(batch.length);
    }
  }
  return idOf;
}

function toNewMember(r: HrRow, divisionCode: string, idOf: Map<string, number>, now: string): NewMember {
  return newMemberRow(
    {
      memberNumber: r.memberNumber,
      legalFirstname: r.firstName,
      firstname: r.firstName,
      surname: r.surname,
      email: r.email,
      cellNum: r.mobile,
      divisionCode,
      managerId: r.managerNumber ? (idOf.get(r.managerNumber) ?? null) : null,
      jobTitle: r.jobTitle,
      language: r.language,
      hireDate: r.hireDate || null,
      dobDd: pad2(r.birthDay),
      dobMm: pad2(r.birthMonth),
    },
    now,
  );
}
