import { addressAllowed, isLocalhostName, literalAddress } from './addresses.js';
import type { OutboundPolicy } from './policy.js';

/** Why an address is refused, said in the form beside the field. */
export const TARGET_PROBLEMS = {
  invalid: 'Enter a full address such as https://example.com/hooks',
  https: 'Use an https:// address',
  credentials: 'Leave the user name and password out of the address',
  internal: 'This address reaches a private, loopback, link-local or reserved network; use a public address',
  notPushService: 'Not the address of a push service this portal sends to',
} as const;

/** How long a save waits for a name to resolve; a name that does not answer is checked again at sending. */
const RESOLVE_TIMEOUT_MS = 5000;

/** A URL's host name without the brackets of an IPv6 address or a final dot. */
const hostOf = (url: URL) => url.hostname.replace(/\.$/, '').toLowerCase();

/** Whether a host is on a list such as PUSH_HOSTS: exact names, or `*.name` for every name below one. */
export function hostListed(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  return patterns.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p));
}

/**
 * The rules an address meets before any name is resolved: https (plain http only where the
 * policy allows it), no credentials, the host on the list when one is given, and no address
 * or localhost name inside. URL parsing has already turned 2130706433, 0x7f000001 and 0177.1
 * into 127.0.0.1, so every spelling of an address is judged as that address.
 */
export function staticProblem(url: URL, policy: OutboundPolicy, hosts?: readonly string[]): string | null {
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    return TARGET_PROBLEMS.https;
  if (url.username || url.password) return TARGET_PROBLEMS.credentials;
  const host = hostOf(url);
  if (hosts && !hostListed(host, hosts)) return TARGET_PROBLEMS.notPushService;
  const literal = literalAddress(host);
  if (literal) return addressAllowed(literal, policy.allowLoopback) ? null : TARGET_PROBLEMS.internal;
  if (isLocalhostName(host) && !policy.allowLoopback) return TARGET_PROBLEMS.internal;
  return null;
}

export function parseTarget(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

async function resolvesInside(host: string, policy: OutboundPolicy): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RESOLVE_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([policy.resolve(host), timeout]);
    return !!found?.some((a) => !addressAllowed(a.address, policy.allowLoopback));
  } catch {
    // A name with no address reaches nothing now; every delivery resolves and checks it again.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks an address when it is saved (a webhook, a Teams channel, a push subscription): the
 * static rules, then every address its name has now. Delivery checks again at every connection
 * (`outboundPoster`), since a name can be pointed elsewhere after it was saved.
 */
export async function targetProblem(
  raw: string,
  policy: OutboundPolicy,
  opts: { hosts?: readonly string[] } = {},
): Promise<string | null> {
  const url = parseTarget(raw);
  if (!url) return TARGET_PROBLEMS.invalid;
  const problem = staticProblem(url, policy, opts.hosts);
  if (problem) return problem;
  const host = hostOf(url);
  if (literalAddress(host)) return null;
  return (await resolvesInside(host, policy)) ? TARGET_PROBLEMS.internal : null;
}
