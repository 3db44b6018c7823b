import { randomUUID } from 'node:crypto';
import type { adminPeople } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { AdminActor } from '../../../audit/audit-log.js';
import { HrFileError, parseHrFile } from './hr-file.js';
import { applyImport } from './import-apply.js';
import { planImport } from './import-plan.js';
import { PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

type TImportJob = adminPeople.TImportJob;
type Status = TImportJob['status'];

/**
 * An HR import as a stored job, so the web page can show progress: the upload returns at
 * once, the work runs in this process, and the page polls peopleimportstatus. The job row
 * (admin_jobs) holds the file and the preview, so any instance can answer a poll; progress
 * within a phase is kept in memory too, because on SQLite the apply transaction holds the only
 * connection and no progress row could be written meanwhile.
 */
const live = new Map<string, { status: Status; phase: string; done: number; total: number }>();

interface StoredResult {
  fileName: string;
  preview: adminPeople.TImportPreview | null;
}

async function saveJob(
  ctx: AppContext,
  id: string,
  patch: {
    status: Status;
    phase: string;
    done: number;
    total: number;
    result?: StoredResult;
    error?: string | null;
  },
) {
  if (patch.status === 'validating' || patch.status === 'applying')
    live.set(id, { status: patch.status, phase: patch.phase, done: patch.done, total: patch.total });
  else live.delete(id);
  await ctx.database.db
    .updateTable('adminJobs')
    .set({
      status: patch.status,
      phase: patch.phase,
      done: patch.done,
      total: patch.total,
      updatedAt: ctx.clock.now().toISOString(),
      ...(patch.result ? { resultJson: JSON.stringify(patch.result) } : {}),
      ...(patch.error !== undefined ? { error: patch.error } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function startImportJob(
  ctx: AppContext,
  actor: AdminActor,
  fileName: string,
  csv: string,
): Promise<TImportJob> {
  const id = randomUUID();
  const now = ctx.clock.now().toISOString();
  const result: StoredResult = { fileName, preview: null };
  await ctx.database.db
    .insertInto('adminJobs')
    .values({
      id,
      kind: 'people-import',
      status: 'validating',
      phase: 'Reading the file',
      done: 0,
      total: 0,
      createdBy: actor.memberId,
      input: csv,
      resultJson: JSON.stringify(result),
      error: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  live.set(id, { status: 'validating', phase: 'Reading the file', done: 0, total: 0 });
  void validate(ctx, id, fileName, csv);
  return getImportJob(ctx, id);
}

async function validate(ctx: AppContext, id: string, fileName: string, csv: string) {
  try {
    const file = await parseHrFile(csv, {
      maxRows: ctx.config.HR_IMPORT_MAX_ROWS,
      onProgress: (done, total) =>
        live.set(id, { status: 'validating', phase: 'Checking rows', done, total }),
    });
    live.set(id, {
      status: 'validating',
      phase: 'Comparing with the programme',
      done: file.total,
      total: file.total,
    });
    const plan = await planImport(ctx.database.db, file);
    await saveJob(ctx, id, {
      status: 'previewed',
      phase: 'Ready to apply',
      done: file.total,
      total: file.total,
      result: { fileName, preview: plan.preview },
    });
  } catch (err) {
    const message = err instanceof HrFileError ? err.message : 'The file could not be read.';
    await saveJob(ctx, id, { status: 'failed', phase: '', done: 0, total: 0, error: message }).catch(
      () => undefined,
    );
    if (!(err instanceof HrFileError)) console.error('HR import validation failed', err);
  }
}

export async function getImportJob(ctx: AppContext, id: string): Promise<TImportJob> {
  const row = await ctx.database.db
    .selectFrom('adminJobs')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'people-import')
    .executeTakeFirst();
  if (!row) throw notFound(PEOPLE_ADMIN_TEXTS.noImport);
  const result = JSON.parse(row.resultJson) as StoredResult;
  const mem = live.get(id);
  // The stored status wins once it is final; in between, this process's memory is fresher.
  const status = (
    mem && (row.status === 'validating' || row.status === 'applying') ? mem.status : row.status
  ) as Status;
  const progress = mem && status === mem.status ? mem : row;
  return {
    jobId: row.id,
    status,
    phase: progress.phase,
    done: progress.done,
    total: progress.total,
    fileName: result.fileName,
    preview: result.preview,
    error: row.error,
  };
}

/** Claims a previewed import (once: a second Confirm finds it applying) and applies it. */
export async function applyImportJob(ctx: AppContext, actor: AdminActor, id: string): Promise<TImportJob> {
  const job = await getImportJob(ctx, id);
  if (job.status !== 'previewed')
    throw conflict(
      job.status === 'applied' ? 'This file has already been applied.' : 'This import is not ready to apply.',
    );
  if (job.preview && job.preview.counts.errors > 0) throw badRequest(PEOPLE_ADMIN_TEXTS.fixRows);
  const total = job.preview
    ? job.preview.counts.new + job.preview.counts.changed + job.preview.counts.leaving
    : 0;
  const claimed = await ctx.database.db
    .updateTable('adminJobs')
    .set({ status: 'applying', phase: 'Applying', done: 0, total, updatedAt: ctx.clock.now().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict(PEOPLE_ADMIN_TEXTS.importApplying);
  live.set(id, { status: 'applying', phase: 'Applying', done: 0, total });
  void apply(ctx, actor, id, job.fileName);
  return getImportJob(ctx, id);
}

async function apply(ctx: AppContext, actor: AdminActor, id: string, fileName: string) {
  try {
    const row = await ctx.database.db
      .selectFrom('adminJobs')
      .select('input')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const file = await parseHrFile(row.input, { maxRows: ctx.config.HR_IMPORT_MAX_ROWS });
    const preview = await ctx.database.db.transaction().execute(async (trx) => {
      const p = await applyImport(trx, ctx, actor, file, { fileName, importId: id }, (phase, done, total) =>
        live.set(id, { status: 'applying', phase, done, total }),
      );
      // Marked applied in the same transaction, so a crash cannot leave it applied but "applying".
      await trx
        .updateTable('adminJobs')
        .set({
          status: 'applied',
          phase: 'Applied',
          input: '',
          resultJson: JSON.stringify({ fileName, preview: p }),
          updatedAt: ctx.clock.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return p;
    });
    live.delete(id);
    void preview;
  } catch (err) {
    const message =
      err instanceof Error && 'statusCode' in err ? err.message : 'The import failed; nothing was changed.';
    await saveJob(ctx, id, { status: 'failed', phase: '', done: 0, total: 0, error: message }).catch(
      () => undefined,
    );
    if (!(err instanceof Error && 'statusCode' in err)) console.error('HR import failed', err);
  }
}
