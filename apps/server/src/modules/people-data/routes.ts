import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import type { MemberRow } from '../../db/schema.js';
import { actorOf } from '../../audit/audit-log.js';
import { eraseMember } from './erase.js';
import { exportMember, findMemberByNumber } from './export-member.js';

function sendExport(ctx: AppContext, reply: FastifyReply, m: MemberRow) {
  const { stream, fileName } = exportMember(ctx, m);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** People's data: a member's own download, and a programme admin's download and erasure. */
export function peopleDataRoutes(app: FastifyInstance, ctx: AppContext) {
  // Always the caller's own data: the call takes no member number.
  registerCall(app, ctx, calls['member.exportmydata'], ({ caller, reply }) =>
    Promise.resolve(sendExport(ctx, reply, caller.member)),
  );
  registerCall(app, ctx, calls['admin.memberexport'], async ({ body, reply }) =>
    sendExport(ctx, reply, await findMemberByNumber(ctx.database.db, body.memberNumber)),
  );
  registerCall(app, ctx, calls['admin.membererase'], ({ caller, body }) =>
    eraseMember(ctx, actorOf(caller), body),
  );
}
