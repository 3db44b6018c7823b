import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { completeRegistration, sendRegistrationCode } from './register-service.js';
import { completeReset, sendResetCode } from './reset-service.js';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['member.sendcell2factorsms'], ({ body, req }) =>
    sendRegistrationCode(ctx, body, req.ip),
  );
  registerCall(app, ctx, calls['member.cell2factorverify'], ({ body }) => completeRegistration(ctx, body));
  registerCall(app, ctx, calls['member.passwordsendcell2factorsms'], ({ body, req }) =>
    sendResetCode(ctx, body, req.ip),
  );
  registerCall(app, ctx, calls['member.passwordcell2factorverify'], ({ body }) => completeReset(ctx, body));
}
