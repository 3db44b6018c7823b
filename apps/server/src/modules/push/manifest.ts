import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { loadSharp } from '../../images/sharp.js';

export const ICON_SIZES = [192, 512] as const;
type IconSize = (typeof ICON_SIZES)[number];
type IconPurpose = 'any' | 'maskable';

/** A home-screen label longer than this is cut off by phones: the first word is used instead. */
const SHORT_NAME_MAX = 12;
export const shortNameOf = (name: string) =>
  name.length <= SHORT_NAME_MAX ? name : (name.split(/\s+/)[0] ?? name).slice(0, SHORT_NAME_MAX);

/**
 * The programme's sparkle on its primary colour. A maskable icon fills the whole square and
 * keeps the sparkle inside the middle 80% (the safe zone every launcher's mask leaves
 * visible); the plain icon is a rounded square with the sparkle larger.
 */
export function iconSvg(size: number, purpose: IconPurpose, primary: string, accent: string): string {
  const scale = purpose === 'maskable' ? 0.5 : 0.72;
  const glyph = (size * scale) / 64;
  const offset = (size - 64 * glyph) / 2;
  const background =
    purpose === 'maskable'
      ? `<rect width="${size}" height="${size}" fill="${primary}"/>`
      : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${primary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}
<g transform="translate(${offset} ${offset}) scale(${glyph})">
<path d="M32 6c3.4 10.2 6.8 13.6 17 17-10.2 3.4-13.6 6.8-17 17-3.4-10.2-6.8-13.6-17-17 10.2-3.4 13.6-6.8 17-17z" fill="#ffffff"/>
<path d="M47 37c1.6 4.4 3.2 6 7.6 7.6-4.4 1.6-6 3.2-7.6 7.6-1.6-4.4-3.2-6-7.6-7.6 4.4-1.6 6-3.2 7.6-7.6z" fill="${accent}"/>
<circle cx="19" cy="46" r="3.4" fill="${accent}"/>
</g></svg>`;
}

/** Rendered icons by colours, size and purpose: the colours change only when an admin changes them. */
const rendered = new Map<string, Promise<Buffer>>();
function renderIcon(size: IconSize, purpose: IconPurpose, primary: string, accent: string) {
  const key = `${size}:${purpose}:${primary}:${accent}`;
  let png = rendered.get(key);
  if (!png) {
    if (rendered.size > 64) rendered.clear();
    // sharp is loaded by the first icon asked for, not at start: most processes never draw one.
    png = loadSharp().then((sharp) =>
      sharp(Buffer.from(iconSvg(size, purpose, primary, accent)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
  }
  return png;
}

/** The web app manifest from the programme settings, so an admin's rename or recolour reaches new installs. */
export async function webAppManifest(ctx: AppContext) {
  const s = await getProgrammeSettings(ctx.database.db, ctx.config);
  // The colours are part of the icons' address, so a recolour is a new icon to every cache.
  const v = `${s.primaryColour.slice(1)}${s.accentColour.slice(1)}`;
  return {
    id: '/',
    name: s.programmeName,
    short_name: shortNameOf(s.programmeName),
    description: `${s.programmeName} at ${s.companyName}`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: s.primaryColour,
    background_color: '#ffffff',
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/pwa/icon-${size}.png?v=${v}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      {
        src: `/pwa/maskable-${size}.png?v=${v}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
}

export function manifestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    reply.type('application/manifest+json').header('cache-control', 'no-cache');
    return JSON.stringify(await webAppManifest(ctx));
  });
  app.get<{ Params: { kind: string; size: string } }>('/pwa/:kind-:size.png', async (req, reply) => {
    const size = Number(req.params.size);
    const kind = req.params.kind;
    if ((kind !== 'icon' && kind !== 'maskable') || !ICON_SIZES.includes(size as IconSize))
      return reply.callNotFound();
    const s = await getProgrammeSettings(ctx.database.db, ctx.config);
    const png = await renderIcon(
      size as IconSize,
      kind === 'icon' ? 'any' : 'maskable',
      s.primaryColour,
      s.accentColour,
    );
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
