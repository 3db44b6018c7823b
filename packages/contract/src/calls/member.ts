import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { ZHomeData } from '../entities/member.js';

export const login = defineCall({
  path: '/api/member/login',
  summary: 'Sign in with member number and password',
  access: 'anonymous',
  body: z.object({
    memberNumber: z.string().trim().min(1, 'Enter your member number').max(LIMITS.memberNumber),
    password: z.string().min(1, 'Enter your password').max(LIMITS.password),
  }),
  response: ZHomeData.extend({ token: z.string() }),
});

export const getmemberdata = defineCall({
  path: '/api/member/getmemberdata',
  summary: 'Member data and the Home lists for the signed-in member',
  access: ['member'],
  body: z.object({ resetimg: z.boolean().optional() }),
  response: ZHomeData,
});

/** Not named by the spec: /logout "calls the logout action"; this revokes the session token. */
export const logout = defineCall({
  path: '/api/member/logout',
  summary: 'Revoke the current session token',
  access: 'anonymous',
  body: z.object({}),
  response: z.object({ ok: z.literal(true) }),
});
