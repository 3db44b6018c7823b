import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small HTTP server for a stand-in: one handler, the raw body read, a base URL. */
export interface StandinServer {
  url: string;
  close(): Promise<void>;
}

export type Handler = (
  req: http.IncomingMessage,
  body: string,
  res: http.ServerResponse,
) => Promise<unknown> | unknown;

export async function startServer(handler: Handler, port = 0): Promise<StandinServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      Promise.resolve(handler(req, Buffer.concat(chunks).toString('utf8'), res)).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page for the hosted payment screens the browser test clicks through. */
export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}button,a.button{display:block;width:100%;min-height:48px;margin:.75rem 0;font-size:1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
