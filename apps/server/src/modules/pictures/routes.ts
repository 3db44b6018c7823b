import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { sendDefaultAvatar } from '../../http/avatar.js';
import { parseMemberId } from '../../lib/member-ids.js';
import { normalisePicture } from '../../images/normalise.js';
import { findPicture, insertTempPicture } from './repository.js';
import { readUpload } from '../../images/upload.js';
import { sendPicture } from '../../images/send.js';

const PICTURE_ID = /^[A-Za-z0-9_-]{22}$/;

export function pictureRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  registerCall(app, ctx, calls['member.profilepicupload'], async ({ req, caller }) => {
    const upload = await readUpload(req, ctx.config.MAX_UPLOAD_MB);
    const picture = await normalisePicture(upload);
    const picId = await insertTempPicture(db, {
      ...picture,
      memberId: caller.member.id,
      sessionId: caller.sessionId,
      now: ctx.clock.now(),
    });
    return { picId };
  });

  // A picture id names fixed bytes (a new picture gets a new id): cacheable for good.
  // A member id follows the member's current picture, so the browser revalidates it.
  app.get<{ Params: { id: string } }>('/profilepic/:id', async (req, reply) => {
    const { id } = req.params;
    if (PICTURE_ID.test(id)) {
      const pic = await findPicture(db, id);
      if (pic?.status === 'kept')
        return sendPicture(req, reply, { ...pic, etag: pic.id }, 'public, max-age=31536000, immutable');
      return sendDefaultAvatar(reply, 404);
    }
    const memberId = parseMemberId(id);
    const member = memberId
      ? await db.selectFrom('members').select('picId').where('id', '=', memberId).executeTakeFirst()
      : undefined;
    const pic = member?.picId ? await findPicture(db, member.picId) : undefined;
    if (pic?.status === 'kept') return sendPicture(req, reply, { ...pic, etag: pic.id }, 'public, no-cache');
    return sendDefaultAvatar(reply, member ? 200 : 404);
  });

  // The preview of an unsaved upload; {suffix} only defeats caches between uploads.
  app.get<{ Params: { picId: string; suffix: string } }>(
    '/profilepictemp/:picId/:suffix',
    async (req, reply) => {
      const pic = PICTURE_ID.test(req.params.picId) ? await findPicture(db, req.params.picId) : undefined;
      if (!pic) return sendDefaultAvatar(reply, 404);
      return sendPicture(req, reply, { ...pic, etag: pic.id }, 'private, no-cache');
    },
  );
}
