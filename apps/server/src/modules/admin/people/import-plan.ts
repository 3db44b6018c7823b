import type { Transaction } from 'kysely';
import type { adminPeople } from '@portal/contract';
import type { Db } from '../../../db/database.js';
import type { DB, MemberRow, MemberUpdate } from '../../../db/schema.js';
import { STORED_ERRORS, type HrRow, type ParsedHrFile, type RowError } from './hr-file.js';
import { turnClock, type TurnClock } from '../../../lib/turns.js';

type TImportPreview = adminPeople.TImportPreview;
const PREVIEW_LIMIT = 200;

/** What the import compares of a member already on file. */
type MemberState = Pick<
  MemberRow,
  | 'id'
  | 'memberNumber'
  | 'legalFirstname'
  | 'surname'
  | 'email'
  | 'cellNum'
  | 'divisionCode'
  | 'managerId'
  | 'jobTitle'
  | 'hireDate'
  | 'dobDd'
  | 'dobMm'
  | 'employmentStatus'
  | 'registeredAt'
  | 'language'
>;

export interface MemberChange {
  row: HrRow;
  id: number;
  set: MemberUpdate;
  /** Manager to set once every new member has an id; undefined when it does not change. */
  managerNumber?: string;
  changes: string[];
}

export interface ImportPlan {
  preview: TImportPreview;
  /** New members in insertion layers: each layer's managers exist before it is inserted. */
  createLayers: HrRow[][];
  updates: MemberChange[];
  leavers: { id: number; memberNumber: string }[];
  newDivisions: { code: string; name: string; clusterCode: string }[];
  /** Division code of each valid row, resolved from code or name. */
  divisionOf: Map<string, string>;
}

const pad2 = (s: string) => (s ? s.padStart(2, '0') : '');

/**
 * Compares the file with the members table: who is new, who changed (and how), who leaves,
 * and which rows cannot be applied. Reads everything once into maps, so 30,000 rows cost a
 * few queries, not 30,000.
 */
export async function planImport(db: Db | Transaction<DB>, file: ParsedHrFile): Promise<ImportPlan> {
  const [members, divisions, clusters] = await Promise.all([
    db
      .selectFrom('members')
      .select([
        'id',
        'memberNumber',
        'legalFirstname',
        'surname',
        'email',
        'cellNum',
        'divisionCode',
        'managerId',
        'jobTitle',
        'hireDate',
        'dobDd',
        'dobMm',
        'employmentStatus',
        'registeredAt',
        'language',
      ])
      .execute() as Promise<MemberState[]>,
    db.selectFrom('divisions').selectAll().execute(),
    db.selectFrom('clusters').selectAll().execute(),
  ]);
  const byNumber = new Map(members.map((m) => [m.memberNumber, m]));
  const numberOfId = new Map(members.map((m) => [m.id, m.memberNumber]));
  const divisionByKey = new Map<string, { code: string; clusterCode: string }>();
  for (const d of divisions) {
    divisionByKey.set(d.code.toLowerCase(), d);
    divisionByKey.set(d.name.toLowerCase(), d);
  }
  const clusterByKey = new Map<string, string>();
  for (const c of clusters) {
    clusterByKey.set(c.code.toLowerCase(), c.code);
    clusterByKey.set(c.name.toLowerCase(), c.code);
  }

  // The file's stored errors and at most as many of the plan's: the preview shows the first by row.
  const errors: RowError[] = [...file.errors];
  let planErrors = 0;
  const fail = (r: HrRow, field: string, message: string) => {
    planErrors += 1;
    if (planErrors <= STORED_ERRORS)
      errors.push({ row: r.row, memberNumber: r.memberNumber, field, message });
  };
  // Rows are compared in short turns of the event loop: other requests are answered in between.
  const clock = turnClock();
  const inFile = new Map<string, HrRow>();
  for (const r of file.rows) {
    inFile.set(r.memberNumber, r);
    await clock.maybeYield();
  }
  const newDivisions = new Map<string, { code: string; name: string; clusterCode: string }>();
  const divisionOf = new Map<string, string>();
  const valid: HrRow[] = [];

  for (const r of file.rows) {
    await clock.maybeYield();
    let ok = true;
    const known = divisionByKey.get(r.division.toLowerCase()) ?? newDivisions.get(r.division.toUpperCase());
    const clusterCode = r.cluster ? clusterByKey.get(r.cluster.toLowerCase()) : undefined;
    if (r.cluster && !clusterCode) {
      fail(r, 'cluster', `Unknown cluster ${r.cluster}`);
      ok = false;
    } else if (known) {
      if (clusterCode && known.clusterCode !== clusterCode) {
        fail(r, 'cluster', `Division ${known.code} is in cluster ${known.clusterCode}`);
        ok = false;
      } else divisionOf.set(r.memberNumber, known.code);
    } else if (clusterCode && /^[\w.-]+$/.test(r.division)) {
      // A division HR has just created: made with the import, named by its code until renamed.
      const code = r.division.toUpperCase();
      newDivisions.set(code, { code, name: code, clusterCode });
      divisionOf.set(r.memberNumber, code);
    } else {
      fail(
        r,
        'division',
        `Unknown division ${r.division}${r.cluster ? '' : ' (give its cluster to create it)'}`,
      );
      ok = false;
    }
    if (r.managerNumber) {
      const fileManager = inFile.get(r.managerNumber);
      const dbManager = byNumber.get(r.managerNumber);
      const managerStatus = fileManager?.status ?? dbManager?.employmentStatus;
      if (!managerStatus) {
        fail(r, 'managerNumber', `Manager ${r.managerNumber} is not in the file or the programme`);
        ok = false;
      } else if (managerStatus === 'leaver' && r.status === 'active') {
        fail(r, 'managerNumber', `Manager ${r.managerNumber} has left`);
        ok = false;
      }
    }
    if (ok) valid.push(r);
  }

  const creates: HrRow[] = [];
  const updates: MemberChange[] = [];
  const leavers: { id: number; memberNumber: string }[] = [];
  const previewRow = (r: HrRow, changes: string[]) => ({
    row: r.row,
    memberNumber: r.memberNumber,
    name: `${r.firstName} ${r.surname}`,
    division: divisionOf.get(r.memberNumber) ?? r.division,
    changes,
  });
  const preview: TImportPreview = {
    rows: file.total,
    unchanged: 0,
    counts: { new: 0, changed: 0, leaving: 0, errors: 0 },
    newMembers: [],
    changed: [],
    leaving: [],
    errors: [],
    newDivisions: [...newDivisions.keys()],
  };

  for (const r of valid) {
    await clock.maybeYield();
    const m = byNumber.get(r.memberNumber);
    if (!m) {
      if (r.status === 'leaver') {
        preview.unchanged++; // A leaver HR still lists who was never in the programme: nothing to do.
        continue;
      }
      creates.push(r);
      if (preview.newMembers.length < PREVIEW_LIMIT) preview.newMembers.push(previewRow(r, []));
      continue;
    }
    if (r.status === 'leaver') {
      if (m.employmentStatus === 'leaver') preview.unchanged++;
      else {
        leavers.push({ id: m.id, memberNumber: m.memberNumber });
        if (preview.leaving.length < PREVIEW_LIMIT)
          preview.leaving.push(previewRow(r, ['status: active → leaver']));
      }
      continue;
    }
    const change = diffMember(m, r, divisionOf.get(r.memberNumber)!, numberOfId);
    if (change.changes.length) {
      updates.push(change);
      if (preview.changed.length < PREVIEW_LIMIT) preview.changed.push(previewRow(r, change.changes));
    } else preview.unchanged++;
  }

  const layers = await layerByManager(creates, byNumber, clock, (r) =>
    fail(r, 'managerNumber', 'The manager chain loops back to this member'),
  );
  preview.counts = {
    new: layers.reduce((n, l) => n + l.length, 0),
    changed: updates.length,
    leaving: leavers.length,
    errors: file.errorCount + planErrors,
  };
  errors.sort((a, b) => a.row - b.row);
  preview.errors = errors.slice(0, STORED_ERRORS);
  return {
    preview,
    createLayers: layers,
    updates,
    leavers,
    newDivisions: [...newDivisions.values()],
    divisionOf,
  };
}

function diffMember(
  m: MemberState,
  r: HrRow,
  divisionCode: string,
  numberOfId: Map<number, string>,
): MemberChange {
  const set: MemberUpdate = {};
  const changes: string[] = [];
  const compare = <K extends keyof MemberUpdate>(key: K, label: string, before: string, after: string) => {
    if (before === after) return;
    (set as Record<string, unknown>)[key] = after;
    changes.push(`${label}: ${before || '—'} → ${after || '—'}`);
  };
  compare('legalFirstname', 'first name', m.legalFirstname, r.firstName);
  compare('surname', 'surname', m.surname, r.surname);
  compare('divisionCode', 'division', m.divisionCode, divisionCode);
  if (r.jobTitle) compare('jobTitle', 'job title', m.jobTitle, r.jobTitle);
  if (r.hireDate) compare('hireDate', 'hire date', m.hireDate ?? '', r.hireDate);
  if (r.birthDay) {
    compare('dobDd', 'birthday day', m.dobDd, pad2(r.birthDay));
    compare('dobMm', 'birthday month', m.dobMm, pad2(r.birthMonth));
  }
  // Registered members keep the e-mail, mobile and language they maintain in their profile.
  if (!m.registeredAt) {
    if (r.email) compare('email', 'e-mail', m.email, r.email);
    if (r.mobile) compare('cellNum', 'mobile', m.cellNum, r.mobile);
    if (r.language) compare('language', 'language', m.language, r.language);
  }
  if (m.employmentStatus === 'leaver') {
    set.employmentStatus = 'active';
    changes.push('status: leaver → active');
  }
  const currentManager = m.managerId === null ? '' : (numberOfId.get(m.managerId) ?? '');
  let managerNumber: string | undefined;
  if (currentManager !== r.managerNumber) {
    managerNumber = r.managerNumber;
    changes.push(`manager: ${currentManager || '—'} → ${r.managerNumber || '—'}`);
  }
  return { row: r, id: m.id, set, managerNumber, changes };
}

/**
 * Orders new members so each one's manager is inserted before them (or already exists).
 * Members whose manager chain loops among new rows are reported and left out.
 */
async function layerByManager(
  creates: HrRow[],
  existing: Map<string, unknown>,
  clock: TurnClock,
  onLoop: (r: HrRow) => void,
): Promise<HrRow[][]> {
  const pending = new Map<string, HrRow>();
  for (const r of creates) {
    pending.set(r.memberNumber, r);
    await clock.maybeYield();
  }
  const placed = new Set<string>();
  const layers: HrRow[][] = [];
  while (pending.size) {
    const layer: HrRow[] = [];
    for (const r of pending.values()) {
      if (
        !r.managerNumber ||
        placed.has(r.managerNumber) ||
        (existing.has(r.managerNumber) && !pending.has(r.managerNumber))
      )
        layer.push(r);
      await clock.maybeYield();
    }
    if (!layer.length) {
      for (const r of pending.values()) onLoop(r);
      break;
    }
    for (const r of layer) {
      pending.delete(r.memberNumber);
      placed.add(r.memberNumber);
      await clock.maybeYield();
    }
    layers.push(layer);
  }
  return layers;
}
