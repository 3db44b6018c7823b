import type { FastifyReply } from 'fastify';

// A neutral silhouette for members without a picture (the picture routes live in modules/pictures).
const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="No picture">
<rect width="128" height="128" fill="#ece6ee"/><circle cx="64" cy="50" r="24" fill="#b9a8bf"/>
<path d="M20 118c4-26 22-40 44-40s40 14 44 40z" fill="#b9a8bf"/></svg>`;

/** Short caching: a member without a picture today may have one in a minute. */
export function sendDefaultAvatar(reply: FastifyReply, status = 200) {
  return reply
    .status(status)
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=60')
    .send(DEFAULT_AVATAR);
}
