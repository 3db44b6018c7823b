import ipaddr from 'ipaddr.js';

/**
 * Whether the portal may connect to this address for someone else's URL: only global unicast.
 * ipaddr.js names every special range; all of them are refused: private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), loopback, link-local (169.254/16, where cloud metadata services answer,
 * and fe80::/10), carrier-grade NAT, unspecified, broadcast, multicast, reserved and
 * documentation ranges, and the IPv6 forms that lead to IPv4 (NAT64, 6to4, Teredo). An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is. Loopback
 * passes only with `allowLoopback` (tests and development).
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** A URL's host as an address when it is one (IPv6 without its brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** `localhost` and every name under it are this machine (RFC 6761), whatever DNS says. */
export const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);
