import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 128 random bits: a pending picture is shown by <img> without a token, so its id is the secret. */
export const newPictureKey = () => randomBytes(16).toString('base64url');
export const PICTURE_KEY = /^[A-Za-z0-9_-]{22}$/;

/** Sends stored picture bytes with an ETag naming them, answering 304 to a matching revalidation. */
export function sendPicture(
  req: FastifyRequest,
  reply: FastifyReply,
  pic: { etag: string; contentType: string; data: Buffer },
  cacheControl: string,
) {
  const etag = `"${pic.etag}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(pic.contentType).send(Buffer.from(pic.data));
}
