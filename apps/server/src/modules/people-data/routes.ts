import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorFromMember } from '../admin/audit-log.js';
import { eraseMember } from './erase.js';

/** People's data: a member's own download, and a programme admin's download and erasure. */
export function peopleDataRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.membererase'], ({ caller, body }) =>
    eraseMember(ctx, actorFromMember(caller.member), body),
  );
}
