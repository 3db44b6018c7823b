import { lookup } from 'node:dns/promises';
import type { Config } from '../config.js';

/** The addresses a host name has now, IPv4 and IPv6, as `dns.lookup` gives them. */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** The system's resolver (getaddrinfo: the hosts file, then DNS), what a connection would use. */
export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true });

/**
 * What outbound HTTP to an address someone else chose may reach: a webhook receiver or a Teams
 * channel an admin typed, a push service a browser named. In production: https to public
 * addresses only. The two allowances exist for tests and development, whose stand-ins listen
 * on this machine over plain http; the configuration refuses them in production.
 */
export interface OutboundPolicy {
  allowHttp: boolean;
  allowLoopback: boolean;
  /** Tests give a resolver of their own, so a name can point wherever a test needs. */
  resolve: Resolve;
}

export const outboundPolicy = (
  config: Pick<Config, 'OUTBOUND_ALLOW_HTTP' | 'OUTBOUND_ALLOW_LOOPBACK'>,
  resolve: Resolve = systemResolve,
): OutboundPolicy => ({
  allowHttp: config.OUTBOUND_ALLOW_HTTP,
  allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK,
  resolve,
});
