import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/**
 * A push service on a local port, speaking the receiving side of Web Push as a browser vendor's
 * service does: it checks the VAPID header (RFC 8292: an ES256 JWT for this origin, signed by
 * the key in k=) and decrypts the aes128gcm body (RFC 8291) with the subscription's private key,
 * the way the browser that made the subscription would. Each endpoint answers from a queue of
 * statuses (201 when empty).
 */

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON() gives them. */
  json: { p256dh: string; auth: string };
}
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the user agent's keys. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('More than one record');
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 followed by any number of zero bytes.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID public key (65-byte uncompressed point, base64url) as a JWK for jose. */
async function vapidKey(k: string) {
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k= is not a P-256 point');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  jwt: JWTPayload;
  vapidPublicKey: string;
  payload: unknown;
}

export interface FakePushService {
  origin: string;
  endpoint(id: string): string;
  /** Registers the browser keys a path's messages are decrypted with. */
  device(id: string, keys: BrowserKeys): void;
  /** Statuses the path answers next, in order. */
  answer(id: string, ...statuses: number[]): void;
  received: ReceivedPush[];
  /** Requests refused because the VAPID header or the encryption was wrong. */
  refused: string[];
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, BrowserKeys>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const id = (req.url ?? '').replace(/^\/push\//, '');
        try {
          const keys = devices.get(id);
          if (req.method !== 'POST' || !keys) throw new Error(`unknown endpoint ${req.url}`);
          const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
          if (!auth) throw new Error('no VAPID authorization');
          const { payload: jwt, protectedHeader } = await jwtVerify(auth[1]!, await vapidKey(auth[2]!), {
            audience: origin,
            algorithms: ['ES256'],
          });
          if (protectedHeader.typ !== 'JWT') throw new Error('token type is not JWT');
          if (!jwt.exp || jwt.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp beyond 24 hours');
          if (!/^(mailto:|https:)/.test(String(jwt.sub))) throw new Error('sub is not a contact');
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!req.headers.ttl) throw new Error('no TTL');
          const text = decryptAes128gcm(Buffer.concat(chunks), keys);
          received.push({
            path: id,
            headers: req.headers,
            jwt,
            vapidPublicKey: auth[2]!,
            payload: JSON.parse(text),
          });
          const status = answers.get(id)?.shift() ?? 201;
          res.writeHead(status).end();
        } catch (err) {
          refused.push(err instanceof Error ? err.message : String(err));
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (id) => `${origin}/push/${id}`,
    device: (id, keys) => void devices.set(id, keys),
    answer: (id, ...statuses) => void answers.set(id, [...(answers.get(id) ?? []), ...statuses]),
    received,
    refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
