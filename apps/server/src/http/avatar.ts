import type { FastifyInstance } from 'fastify';

// A neutral silhouette for members without a picture; pictures themselves arrive with profiles.
const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="No picture">
<rect width="128" height="128" fill="#ece6ee"/><circle cx="64" cy="50" r="24" fill="#b9a8bf"/>
<path d="M20 118c4-26 22-40 44-40s40 14 44 40z" fill="#b9a8bf"/></svg>`;

export function avatarRoutes(app: FastifyInstance) {
  app.get('/profilepic/:id', async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(DEFAULT_AVATAR),
  );
}
