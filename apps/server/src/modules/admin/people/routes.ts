import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { badRequest, HttpError } from '../../../lib/errors.js';
import { fileTooLarge, readFilePart } from '../../../images/upload.js';
import { actorOf } from '../../../audit/audit-log.js';
import { applyImportJob, getImportJob, startImportJob } from './import-jobs.js';
import { editMember, getMemberDetail, inviteMember, searchMembers } from './member-admin.js';

const MISSING = 'Choose a CSV file to upload';

/** Reads the one file part `file` as UTF-8 text; the multipart plugin bounds its size. */
async function readCsvUpload(req: FastifyRequest, maxMb: number): Promise<{ name: string; text: string }> {
  const missing = badRequest(MISSING, { file: MISSING });
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw missing;
    const tooBig = `The file is larger than ${maxMb} MB.`;
    const buffer = await readFilePart(file, maxMb * 1024 * 1024, () => fileTooLarge(tooBig, 'file'));
    if (buffer.length === 0) throw badRequest('The file is empty.', { file: 'The file is empty' });
    if (buffer.includes(0)) throw badRequest('This is not a CSV file.', { file: 'Not a CSV file' });
    return { name: (file.filename || 'upload.csv').slice(0, 120), text: buffer.toString('utf8') };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(`The file is larger than ${maxMb} MB.`, 'file');
    throw badRequest('The file could not be read.', { file: 'The file could not be read.' });
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
