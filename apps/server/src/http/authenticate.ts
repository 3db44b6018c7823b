import type { FastifyRequest } from 'fastify';
import type { AppContext, Caller } from './context.js';
import { rolesOf } from './context.js';
import { API_TOKEN_PREFIX } from '@portal/contract';
import { findSessionByToken, touchSession } from '../identity/session-repository.js';
import { sessionCache, type KeptSession } from '../identity/sessions-cache.js';
import { resolveApiToken } from '../identity/api-tokens/auth.js';

const TOUCH_EVERY_MS = 60_000;

/** Resolves the bearer token to a live session and member, or null. Cached per request. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Caller | null> {
  const cached = (req as FastifyRequest & { caller?: Caller | null }).caller;
  if (cached !== undefined) return cached;
  const caller = await resolve(ctx, req);
  (req as FastifyRequest & { caller?: Caller | null }).caller = caller;
  return caller;
}

async function resolve(ctx: AppContext, req: FastifyRequest): Promise<Caller | null> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  if (!match?.[1]) return null;
  if (match[1].startsWith(API_TOKEN_PREFIX)) {
    const byToken = await resolveApiToken(ctx, req, match[1]);
    if (byToken) return byToken;
  }
  const cache = sessionCache(ctx.database.db);
  const found = cache ? await cache.find(match[1]) : await findSessionByToken(ctx.database.db, match[1]);
  if (!found) return null;
  const { session, member } = found;
  const now = ctx.clock.now().getTime();
  const read = readingOf(found);
  if (session.revokedAt || now >= read.expiresMs) return null;
  if (now > read.lastSeenMs + ctx.config.SESSION_IDLE_MINUTES * 60_000) return null;
  if (member.employmentStatus !== 'active' || !member.registeredAt) return null;
  if (now - read.lastSeenMs > TOUCH_EVERY_MS) {
    const at = new Date(now).toISOString();
    if (cache) cache.touch(found, at);
    else await touchSession(ctx.database.db, session.id, at);
  }
  return read.caller;
}

interface Reading {
  /** The last-seen time it was worked out from: a touch replaces it, and the times are read again. */
  lastSeenAt: string;
  lastSeenMs: number;
  expiresMs: number;
  caller: Caller;
}

/**
 * A kept session's times as numbers and its caller, worked out once per kept copy instead of
 * on every request, since every request needs them.
 */
const readings = new WeakMap<KeptSession, Reading>();

function readingOf(found: KeptSession): Reading {
  const { session, member } = found;
  let read = readings.get(found);
  if (read?.lastSeenAt !== session.lastSeenAt) {
    read = {
      lastSeenAt: session.lastSeenAt,
      lastSeenMs: Date.parse(session.lastSeenAt),
      expiresMs: Date.parse(session.expiresAt),
      caller: read?.caller ?? { member, sessionId: session.id, roles: rolesOf(member) },
    };
    readings.set(found, read);
  }
  return read;
}
