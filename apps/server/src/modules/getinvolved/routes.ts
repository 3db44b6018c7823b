import type { FastifyInstance } from 'fastify';
import { calls, COMMUNITY_MESSAGES, toFormErrors } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { refuseBody } from '../../http/json-body.js';
import { HttpError } from '../../lib/errors.js';
import { readUploadWithFields } from '../../images/upload.js';
import { rotateQuarterTurns } from '../../images/normalise.js';
import { inDecodeQueue } from '../../images/decode-queue.js';
import { PICTURE_KEY, sendPicture } from '../../images/send.js';
import { findPendingByKey, findVisiblePicture } from './pictures-repository.js';
import {
  campaignPictures,
  deletePicture,
  getCampaigns,
  likePicture,
  profilePictures,
  rotatePending,
  savePending,
  uploadPending,
} from './service.js';

const ok = { ok: true as const };
const notFoundBody = { message: COMMUNITY_MESSAGES.pictureNotFound };

export function getInvolvedRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  registerCall(app, ctx, calls['getinvolved.getcampaigns'], async () => ({
    campaigns: await getCampaigns(ctx),
  }));
  registerCall(app, ctx, calls['getinvolved.getcampaignpics'], async ({ body, caller }) => ({
    picdata: await campaignPictures(ctx, caller.member.id, body.campaignId),
  }));
  registerCall(app, ctx, calls['getinvolved.getprofilepics'], async ({ caller }) => ({
    picdata: await profilePictures(ctx, caller.member.id),
  }));
  registerCall(app, ctx, calls['getinvolved.likepic'], async ({ body, caller }) => ({
    totalLikes: await likePicture(ctx, caller.member.id, body),
  }));
  registerCall(app, ctx, calls['getinvolved.deletepic'], async ({ body, caller }) => {
    await deletePicture(ctx, caller.member.id, body);
    return ok;
  });
  registerCall(app, ctx, calls['getinvolved.picupload'], async ({ req, caller }) => {
    // The body is read only when its turn to be decoded comes (decode-queue.ts).
    return inDecodeQueue(async () => {
      const { file, fields } = await readUploadWithFields(
        req,
        ctx.config.MAX_UPLOAD_MB,
        ctx.config.UPLOAD_READ_SECONDS,
      );
      const refused = refuseBody(fields);
      if (refused) throw refused;
      const parsed = calls['getinvolved.picupload'].body.safeParse(fields);
      if (!parsed.success) {
        const { message, formErrors } = toFormErrors(parsed.error);
        throw new HttpError(400, message, formErrors);
      }
      return { picId: await uploadPending(ctx, caller, parsed.data.campaignId, file) };
    });
  });
  registerCall(app, ctx, calls['getinvolved.imagerotate'], async ({ body, caller }) => {
    await rotatePending(ctx, caller, body.angle);
    return ok;
  });
  registerCall(app, ctx, calls['getinvolved.saveuploadedimage'], async ({ caller }) => {
    await savePending(ctx, caller);
    return ok;
  });

  // A published picture: public like profile pictures (an <img> sends no token); the ETag
  // lets browsers revalidate cheaply, and a picture hidden later stops being served at once.
  app.get<{ Params: { ref: string } }>('/getinvolvedpic/:ref', async (req, reply) => {
    const m = /^([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(req.params.ref);
    const pic = m ? await findVisiblePicture(db, Number(m[1]), Number(m[2])) : undefined;
    if (!pic) return reply.status(404).send(notFoundBody);
    return sendPicture(
      req,
      reply,
      { etag: pic.picKey, contentType: pic.contentType, data: pic.data },
      'public, no-cache',
    );
  });
  // The pending upload's preview, turned as the last imagerotate said; {suffix} only defeats caches.
  app.get<{ Params: { picKey: string; suffix: string } }>(
    '/getinvolvedpictmp/:picKey/:suffix',
    async (req, reply) => {
      const pic = PICTURE_KEY.test(req.params.picKey)
        ? await findPendingByKey(db, req.params.picKey)
        : undefined;
      if (!pic) return reply.status(404).send(notFoundBody);
      const data = await rotateQuarterTurns(Buffer.from(pic.data), pic.rotation);
      return reply.type(pic.contentType).header('cache-control', 'private, no-store').send(data);
    },
  );
}
