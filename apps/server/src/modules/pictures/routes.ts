import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { sendDefaultAvatar } from '../../http/avatar.js';
import { normalisePicture } from '../../images/normalise.js';
import { inDecodeQueue } from '../../images/decode-queue.js';
import { findPicture, insertTempPicture } from './repository.js';
import { readUpload } from '../../images/upload.js';
import { sendPicture } from '../../images/send.js';
import { openPictureRef } from './signed-urls.js';

const PICTURE_ID = /^[A-Za-z0-9_-]{22}$/;

export function pictureRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  registerCall(app, ctx, calls['member.profilepicupload'], async ({ req, caller }) => {
    // The body is read only when its turn to be decoded comes (decode-queue.ts).
    const picture = await inDecodeQueue(async () =>
      normalisePicture(await readUpload(req, ctx.config.MAX_UPLOAD_MB, ctx.config.UPLOAD_READ_SECONDS)),
    );
    const picId = await insertTempPicture(db, {
      ...picture,
      memberId: caller.member.id,
      sessionId: caller.sessionId,
      now: ctx.clock.now(),
    });
    return { picId };
  });

  // The silhouette shown for members without a picture: the same for everyone, names nobody.
  app.get('/profilepic/default', async (_req, reply) => sendDefaultAvatar(reply));

  // Only a signed reference that has not expired opens a picture (see signed-urls.ts). The
  // bytes behind a picture id never change, so the browser keeps them while the URL works.
  // Anything else — a member number, a bare or altered id, an expired URL — gets the
  // silhouette with a 404, the same answer whether the member or picture exists or not.
  app.get<{ Params: { ref: string } }>('/profilepic/:ref', async (req, reply) => {
    const opened = await openPictureRef(ctx, req.params.ref);
    const pic = opened ? await findPicture(db, opened.picId) : undefined;
    if (!opened || pic?.status !== 'kept') return sendDefaultAvatar(reply, 404);
    const maxAge = Math.min(opened.secondsLeft, 86_400);
    return sendPicture(req, reply, { ...pic, etag: pic.id }, `private, max-age=${maxAge}, immutable`);
  });

  // The preview of an unsaved upload; {suffix} only defeats caches between uploads.
  app.get<{ Params: { picId: string; suffix: string } }>(
    '/profilepictemp/:picId/:suffix',
    async (req, reply) => {
      const pic = PICTURE_ID.test(req.params.picId) ? await findPicture(db, req.params.picId) : undefined;
      // Only while pending: a kept picture is served through its signed reference alone.
      if (pic?.status !== 'temp') return sendDefaultAvatar(reply, 404);
      return sendPicture(req, reply, { ...pic, etag: pic.id }, 'private, no-cache');
    },
  );
}
