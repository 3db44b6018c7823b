/** Helpers the outbound-address tests share: hostile addresses, a resolver tests steer, local servers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resolve } from '../../src/outbound/policy.js';

/**
 * A resolver that answers from a map the test changes as it goes, so a name can point at a
 * public address when saved and at this machine when sent. Unknown names do not exist.
 */
export function steeredResolver(initial: Record<string, string[]> = {}) {
  const names = new Map(Object.entries(initial));
  const resolve: Resolve = async (hostname) => {
    const found = names.get(hostname.toLowerCase());
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, point: (name: string, ...addresses: string[]) => void names.set(name, addresses) };
}

/** A public address (documentation ranges are refused as reserved, so this is a real one's shape). */
export const PUBLIC_ADDRESS = '93.184.215.14';

/**
 * Every spelling of an address inside that the review tried, on a port (`port` may be a local
 * server's, to prove nothing reaches it). `inside.test` is a name the steered resolver points at
 * 127.0.0.1.
 */
export function insideAddresses(scheme: 'http' | 'https', port: number, path = '/hook') {
  return [
    `${scheme}://127.0.0.1:${port}${path}`,
    `${scheme}://2130706433:${port}${path}`,
    `${scheme}://0x7f000001:${port}${path}`,
    `${scheme}://0177.0.0.1:${port}${path}`,
    `${scheme}://[::ffff:127.0.0.1]:${port}${path}`,
    `${scheme}://[::1]:${port}${path}`,
    `${scheme}://localhost:${port}${path}`,
    `${scheme}://hooks.localhost:${port}${path}`,
    `${scheme}://inside.test:${port}${path}`,
    `${scheme}://0.0.0.0:${port}${path}`,
  ];
}

/** Private, link-local (cloud metadata), carrier-grade NAT, multicast and reserved addresses. */
export const OTHER_INTERNAL_HOSTS = [
  '169.254.169.254',
  '10.0.0.1:6379',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '224.0.0.1',
  '240.0.0.1',
  '[fd00::1]',
  '[fe80::1]',
  '[::]',
  '[64:ff9b::7f00:1]',
];

export interface LocalServer {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** A server on 127.0.0.1 that records each request's path and answers as `answer` says. */
export async function localServer(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) =>
    void res.writeHead(204).end(),
): Promise<LocalServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push(req.url ?? '');
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A receiver that sends every request on to `location` (a redirect the portal must not follow). */
export const redirectingServer = (location: string) =>
  localServer((_req, res) => void res.writeHead(307, { location }).end());

/** A delivery log's reason names no status and no network error: nothing to scan ports with. */
export const GENERIC_REASON = /^Not (sent|delivered): /;
export const LEAKY_REASON = /\b\d{3}\b|ECONN|refused|reset|fetch failed|timeout|abort/i;
