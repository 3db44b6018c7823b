import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, withValues } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { badRequest, HttpError } from '../../../lib/errors.js';
import { fileTooLarge, readFilePart } from '../../../images/upload.js';
import { actorOf } from '../../../audit/audit-log.js';
import { applyImportJob, getImportJob, startImportJob } from './import-jobs.js';
import { editMember, getMemberDetail, inviteMember, searchMembers } from './member-admin.js';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

/** Reads the one file part `file` as UTF-8 text; the multipart plugin bounds its size. */
async function readCsvUpload(req: FastifyRequest, maxMb: number): Promise<{ name: string; text: string }> {
  const missing = badRequest(PEOPLE_ADMIN_TEXTS.chooseCsv, { file: PEOPLE_ADMIN_TEXTS.chooseCsv });
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw missing;
    const buffer = await readFilePart(file, maxMb * 1024 * 1024, () =>
      fileTooLarge(withValues(PEOPLE_ADMIN_TEXTS.fileTooBig, { mb: maxMb }), 'file'),
    );
    if (buffer.length === 0)
      throw badRequest(PEOPLE_ADMIN_TEXTS.fileEmpty, { file: PEOPLE_ADMIN_FIELD_TEXTS.fileEmpty });
    if (buffer.includes(0))
      throw badRequest(PEOPLE_ADMIN_TEXTS.notCsv, { file: PEOPLE_ADMIN_FIELD_TEXTS.notCsv });
    return { name: (file.filename || 'upload.csv').slice(0, 120), text: buffer.toString('utf8') };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(withValues(PEOPLE_ADMIN_TEXTS.fileTooBig, { mb: maxMb }), 'file');
    throw badRequest(PEOPLE_ADMIN_TEXTS.unreadable, { file: PEOPLE_ADMIN_TEXTS.unreadable });
  }
}

export function peopleAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.peopleimportstart'], async ({ caller, req }) => {
    const { name, text } = await readCsvUpload(req, ctx.config.MAX_UPLOAD_MB);
    return startImportJob(ctx, actorOf(caller), name, text);
  });
  registerCall(app, ctx, calls['admin.peopleimportstatus'], ({ body }) => getImportJob(ctx, body.jobId));
  registerCall(app, ctx, calls['admin.peopleimportapply'], ({ caller, body }) =>
    applyImportJob(ctx, actorOf(caller), body.jobId),
  );
  registerCall(app, ctx, calls['admin.membersearch'], ({ body }) => searchMembers(ctx, body));
  registerCall(app, ctx, calls['admin.memberget'], async ({ body }) => ({
    member: await getMemberDetail(ctx, body.memberNumber),
  }));
  registerCall(app, ctx, calls['admin.memberedit'], async ({ caller, body }) => ({
    member: await editMember(ctx, actorOf(caller), body),
  }));
  registerCall(app, ctx, calls['admin.memberinvite'], async ({ caller, body }) => {
    await inviteMember(ctx, actorOf(caller), body.memberNumber);
    return { ok: true as const };
  });
}
