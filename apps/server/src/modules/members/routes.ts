import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { homeData } from './home.js';
import { updateProfile } from './profile-service.js';

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['member.getmemberdata'], ({ caller }) => homeData(ctx, caller.member));
  registerCall(app, ctx, calls['member.memberupdate'], ({ caller, body }) => updateProfile(ctx, caller.member, body));
}
