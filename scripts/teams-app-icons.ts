/**
 * Draws the two icons a Teams app package needs (docs/integrations/teams/): color.png, 192×192
 * on the brand colour, and outline.png, 32×32, white on transparent. Run with
 * `npx tsx scripts/teams-app-icons.ts [#brandcolour]` after changing the brand.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../docs/integrations/teams');
const brand = /^#[0-9a-f]{6}$/i.test(process.argv[2] ?? '') ? process.argv[2]! : '#8e2466';

/** A five-pointed star, the programme's "shine", centred in a square of the given size. */
function star(size: number, r: number): string {
  const c = size / 2;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(c + radius * Math.cos(a)).toFixed(2)},${(c + radius * Math.sin(a)).toFixed(2)}`;
  });
  return points.join(' ');
}

const color = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192">
<rect width="192" height="192" rx="36" fill="${brand}"/>
<polygon points="${star(192, 70)}" fill="#ffffff"/></svg>`;
// Teams requires the outline icon to be white on a transparent background.
const outline = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32">
<polygon points="${star(32, 14)}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/></svg>`;

await sharp(Buffer.from(color)).png({ compressionLevel: 9 }).toFile(path.join(out, 'color.png'));
await sharp(Buffer.from(outline)).png({ compressionLevel: 9 }).toFile(path.join(out, 'outline.png'));
console.log(`Icons written to ${out}`);
