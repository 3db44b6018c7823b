import sharp from 'sharp';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { newPictureKey } from '../images/send.js';

/**
 * Get Involved demo: three campaigns (one closed) with generated pictures and likes. The
 * pictures are small SVG scenes rendered once per process by sharp, so loading the demo for
 * every test template stays quick. The documented demo accounts (100001–100008) own no
 * picture and like none, so a tester starts from a clean slate with them.
 */

const DAY_MS = 86_400_000;
const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

interface Scene {
  sky: [string, string];
  ground: string;
  sun: string;
  accent: string;
}
const SCENES: Scene[] = [
  { sky: ['#fde68a', '#f472b6'], ground: '#7c2d6b', sun: '#fff7d6', accent: '#fbcfe8' },
  { sky: ['#bae6fd', '#6366f1'], ground: '#1e3a8a', sun: '#fef9c3', accent: '#a5b4fc' },
  { sky: ['#bbf7d0', '#0d9488'], ground: '#134e4a', sun: '#fefce8', accent: '#5eead4' },
  { sky: ['#fed7aa', '#ea580c'], ground: '#7c2d12', sun: '#fff1e6', accent: '#fdba74' },
  { sky: ['#e9d5ff', '#8e2466'], ground: '#4a1d6b', sun: '#fdf4ff', accent: '#f0abfc' },
  { sky: ['#cffafe', '#0891b2'], ground: '#164e63', sun: '#ecfeff', accent: '#67e8f9' },
];

/** A calm landscape: gradient sky, a sun, rolling hills and a few shapes that differ per picture. */
function sceneSvg(s: Scene, variant: number): string {
  const sunX = 120 + ((variant * 97) % 400);
  const hill = (y: number, amp: number, fill: string, opacity: number) =>
    `<path d="M0 ${y} Q160 ${y - amp} 320 ${y} T640 ${y} V480 H0Z" fill="${fill}" opacity="${opacity}"/>`;
  const dots = Array.from({ length: 5 }, (_, i) => {
    const x = 60 + ((variant * 53 + i * 131) % 540);
    const y = 60 + ((variant * 37 + i * 71) % 140);
    return `<circle cx="${x}" cy="${y}" r="${4 + ((i + variant) % 4)}" fill="#fff" opacity=".55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>${dots}
<circle cx="${sunX}" cy="170" r="64" fill="${s.sun}" opacity=".9"/>
${hill(330, 60 + (variant % 3) * 20, s.accent, 0.7)}${hill(380, 50, s.ground, 0.85)}${hill(430, 30, s.ground, 1)}
</svg>`;
}

let rendered: Promise<Buffer[]> | undefined;
/** Eight pictures (480×360), rendered once per process and reused by every demo load. */
function demoPictures(): Promise<Buffer[]> {
  rendered ??= Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      sharp(Buffer.from(sceneSvg(SCENES[i % SCENES.length]!, i)))
        .resize(480, 360)
        .webp({ quality: 75, effort: 1 })
        .toBuffer(),
    ),
  );
  return rendered;
}

const CAMPAIGNS = [
  { name: 'Beauty Bench Moments', colour: '#8e2466', open: -20, close: 70, pictures: 6 },
  { name: 'Wellbeing Walks', colour: '#0f766e', open: -45, close: 45, pictures: 4 },
  { name: 'Winter Giving', colour: '#1d4ed8', open: -200, close: -120, pictures: 3 },
] as const;

export async function loadDemoCommunity(
  trx: Transaction<DB>,
  now: Date,
): Promise<{ campaigns: number; pictures: number; likes: number }> {
  const at = now.toISOString();
  const images = await demoPictures();
  // Generated (not documented) registered members, in a stable order.
  const people = await trx
    .selectFrom('members')
    .select('id')
    .where('registeredAt', 'is not', null)
    .where('memberNumber', '>=', '100101')
    .orderBy('id')
    .limit(60)
    .execute();
  let pictures = 0;
  let likes = 0;
  for (const [c, campaign] of CAMPAIGNS.entries()) {
    const { id: campaignId } = await trx
      .insertInto('campaigns')
      .values({
        name: campaign.name,
        colour: campaign.colour,
        openDate: day(now, campaign.open),
        closeDate: day(now, campaign.close),
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let p = 0; p < campaign.pictures; p++) {
      const owner = people[(c * 7 + p * 3) % people.length];
      const data = images[(c * 3 + p) % images.length];
      if (!owner || !data) continue;
      const published = new Date(now.getTime() - (p * 2 + 1 + c * 3) * DAY_MS).toISOString();
      const { id } = await trx
        .insertInto('getinvolvedPictures')
        .values({
          campaignId,
          memberId: owner.id,
          picKey: newPictureKey(),
          status: 'published',
          sessionId: null,
          contentType: 'image/webp',
          data,
          createdAt: published,
          publishedAt: published,
          hiddenAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pictures++;
      // A different number of likes per picture, never by the owner.
      const likers = people.filter((m) => m.id !== owner.id).slice(p * 4, p * 4 + ((p * 5 + c * 3) % 9));
      if (likers.length) {
        await trx
          .insertInto('getinvolvedLikes')
          .values(
            likers.map((m) => ({ pictureId: id, memberId: m.id, ownerId: owner.id, createdAt: published })),
          )
          .execute();
        likes += likers.length;
      }
    }
  }
  return { campaigns: CAMPAIGNS.length, pictures, likes };
}
