import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Agent } from 'undici';
import { onFirstUse } from '../lib/on-first-use.js';
import { addressAllowed } from './addresses.js';
import type { OutboundPolicy } from './policy.js';
import { parseTarget, staticProblem } from './targets.js';

/** undici, for an HTTP client whose every connection goes to an address checked first. */
const loadUndici = onFirstUse(() => import('undici'));

/**
 * What a delivery log says when a post fails. Never the receiver's status or the network's error
 * text: "connection refused" against "answered 404" would tell an admin which ports are open
 * where, a port scanner run through the portal.
 */
export const DELIVERY_FAILURES = {
  refused: 'Not sent: the address is not allowed (https to a public address only)',
  failed: 'Not delivered: no answer in time, or an answer other than 2xx',
} as const;

/** A post the guard refused; its message is one of DELIVERY_FAILURES. */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor() {
    super(DELIVERY_FAILURES.refused);
  }
}

const refused = (err: unknown) =>
  err instanceof OutboundRefused || (err as { code?: unknown } | null)?.code === 'EOUTBOUNDREFUSED';

/**
 * A lookup for the connection itself: it resolves the name once, refuses when any of its
 * addresses is inside, and hands the connection exactly the addresses it checked, so a name
 * that answers differently a moment later (DNS rebinding) cannot slip past.
 */
function checkedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    policy.resolve(hostname).then(
      (found) => {
        if (found.some((a) => !addressAllowed(a.address, policy.allowLoopback)))
          return callback(new OutboundRefused(), '', 0);
        const usable: LookupAddress[] = found.filter(
          (a) => !options.family || options.family === a.family || options.family === `IPv${a.family}`,
        );
        if (usable.length === 0)
          return callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        if (options.all) return callback(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

export interface OutboundRequest {
  headers: Record<string, string>;
  body: string | Uint8Array;
  timeoutMs: number;
}

/**
 * POSTs to addresses someone else chose: webhooks, Teams channels, push services. The address
 * is checked before connecting (scheme, host list, literal addresses) and every connection's
 * name is resolved and checked by the lookup above. Redirects are never followed: the answer's
 * status is returned as it is. Throws OutboundRefused, or an Error whose message is
 * DELIVERY_FAILURES.failed when nothing answered in time.
 */
export function outboundPoster(policy: OutboundPolicy, opts: { hosts?: readonly string[] } = {}) {
  let agent: Agent | undefined;
  return {
    async post(raw: string, req: OutboundRequest): Promise<number> {
      const url = parseTarget(raw);
      if (!url || staticProblem(url, policy, opts.hosts)) throw new OutboundRefused();
      const undici = await loadUndici();
      agent ??= new undici.Agent({ connect: { lookup: checkedLookup(policy) } });
      try {
        const res = await undici.request(url, {
          method: 'POST',
          headers: req.headers,
          body: req.body,
          dispatcher: agent,
          signal: AbortSignal.timeout(req.timeoutMs),
        });
        await res.body.dump();
        return res.statusCode;
      } catch (err) {
        if (refused(err) || refused((err as { cause?: unknown }).cause)) throw new OutboundRefused();
        throw new Error(DELIVERY_FAILURES.failed);
      }
    },
  };
}
export type OutboundPoster = ReturnType<typeof outboundPoster>;
