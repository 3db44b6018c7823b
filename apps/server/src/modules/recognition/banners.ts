import type { FastifyInstance } from 'fastify';
import type { EcardBanner } from '@portal/contract';

/**
 * E-card banners, 600×200 SVG. They are built here rather than shipped as
 * files because the server is bundled into one script; each has its own colours and motif.
 */
interface BannerArt {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  motif: string;
}

const sparkle = (x: number, y: number, r: number, fill = '#fff') =>
  `<path d="M${x} ${y - r}L${x + r / 4} ${y - r / 4}L${x + r} ${y}L${x + r / 4} ${y + r / 4}L${x} ${y + r}L${x - r / 4} ${y + r / 4}L${x - r} ${y}L${x - r / 4} ${y - r / 4}Z" fill="${fill}" opacity=".85"/>`;
const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6C-6-4-20 0-12 12L0 22L12 12C20 0 6-4 0 6Z" fill="${fill}"/>`;
const balloon = (x: number, y: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${fill}"/><path d="M${x} ${y + 28}q-6 20 4 40t-2 40" stroke="#fff" stroke-width="1.5" fill="none" opacity=".7"/>`;
const confetti = (pieces: Array<[number, number, number, string]>) =>
  pieces
    .map(
      ([x, y, a, c]) =>
        `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${c}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');

const ART: Record<EcardBanner, BannerArt> = {
  thankyou: {
    title: 'Thank You',
    subtitle: 'for making a difference',
    from: '#b0306f',
    to: '#f08a7e',
    motif: heart(500, 60, 2.2, '#ffd6e0') + heart(545, 120, 1.4, '#ffffff') + heart(460, 135, 1, '#ffc2d1'),
  },
  congrats: {
    title: 'Congrats!',
    subtitle: 'a success worth celebrating',
    from: '#5b1f7a',
    to: '#c0407a',
    motif: confetti([
      [430, 40, 20, '#ffd166'],
      [480, 90, -30, '#06d6a0'],
      [530, 50, 45, '#fff'],
      [560, 130, 10, '#ffd166'],
      [450, 150, -15, '#fff'],
      [510, 160, 60, '#06d6a0'],
      [400, 110, 35, '#ffd166'],
      [575, 70, -50, '#fff'],
    ]),
  },
  happybirthday: {
    title: 'Happy Birthday',
    subtitle: 'have a wonderful year ahead',
    from: '#e8a33d',
    to: '#e0527a',
    motif: balloon(470, 70, '#8e2466') + balloon(520, 55, '#fff3c4') + balloon(565, 80, '#5bc0be'),
  },
  welldone: {
    title: 'Well Done',
    subtitle: 'a job done brilliantly',
    from: '#0f766e',
    to: '#34b3a0',
    motif:
      '<circle cx="510" cy="100" r="58" fill="#ffffff" opacity=".18"/><circle cx="510" cy="100" r="42" fill="#fff"/>' +
      '<path d="M488 100l15 15l28-30" stroke="#0f766e" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  youreawesome: {
    title: 'You’re Awesome',
    subtitle: 'the way you show up lifts us all',
    from: '#d9480f',
    to: '#f783ac',
    motif: sparkle(480, 60, 22) + sparkle(545, 110, 30) + sparkle(470, 150, 14) + sparkle(575, 45, 12),
  },
  hi5: {
    title: 'Hi5!',
    subtitle: 'a high five for a great win',
    from: '#1d4ed8',
    to: '#38bdf8',
    motif:
      '<circle cx="510" cy="100" r="52" fill="#fff"/><text x="510" y="122" text-anchor="middle" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#1d4ed8">5</text>' +
      '<path d="M440 70h-30M436 100h-40M440 130h-30" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>',
  },
  valued: {
    title: 'You Are Valued',
    subtitle: 'living our values every day',
    from: '#8e2466',
    to: '#4a1d6b',
    motif:
      '<circle cx="515" cy="100" r="60" fill="none" stroke="#e8a33d" stroke-width="4"/>' +
      '<circle cx="515" cy="100" r="44" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>' +
      sparkle(515, 100, 26, '#e8a33d'),
  },
  awesome: {
    title: 'Awesome!',
    subtitle: 'thank you for all you do',
    from: '#6d28d9',
    to: '#e8a33d',
    motif:
      sparkle(470, 70, 20) + sparkle(530, 120, 34, '#fff3c4') + sparkle(570, 50, 14) + sparkle(455, 145, 12),
  },
};

export const BANNER_KEYS = Object.keys(ART) as EcardBanner[];

export function bannerSvg(key: EcardBanner): string {
  const a = ART[key];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200" role="img" aria-label="${a.title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>
<rect width="600" height="200" fill="url(#g)"/>
<circle cx="-20" cy="210" r="120" fill="#fff" opacity=".08"/><circle cx="380" cy="-40" r="90" fill="#fff" opacity=".08"/>
${a.motif}
<text x="40" y="105" font-family="Georgia, 'Times New Roman', serif" font-size="46" font-weight="700" fill="#fff">${a.title}</text>
<text x="42" y="140" font-family="Arial, Helvetica, sans-serif" font-size="18" fill="#fff" opacity=".9">${a.subtitle}</text>
</svg>`;
}

const isBanner = (key: string): key is EcardBanner => Object.hasOwn(ART, key);

/** GET /ecard/banner/{key}.svg: public, so mail clients can fetch it without a session. */
export function bannerRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/ecard/banner/:file', async (req, reply) => {
    const key = /^([a-z0-9]+)\.svg$/.exec(req.params.file)?.[1] ?? '';
    if (!isBanner(key)) return reply.status(404).send({ message: 'Not found' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(bannerSvg(key));
  });
}
