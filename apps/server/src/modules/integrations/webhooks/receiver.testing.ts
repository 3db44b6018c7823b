/** A local webhook receiver for tests: answers as told (ok, fail, hang) and keeps every request. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string>;
  body: string;
}
export type ReceiverMode = 'ok' | 'fail' | 'hang';

export async function startReceiver() {
  const received: Received[] = [];
  let mode: ReceiverMode = 'ok';
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      if (mode === 'hang') hanging.add(res);
      else if (mode === 'fail') res.writeHead(503).end('down for maintenance');
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    setMode: (m: ReceiverMode) => (mode = m),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
