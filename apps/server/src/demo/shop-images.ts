import { escapeHtml } from '../lib/html.js';
/**
 * Product and advert pictures for the demo shop, drawn as SVG (a few hundred bytes each, no
 * rendering step, so the demo loads quickly). They are stored in `shop_images` like any
 * uploaded picture and served by /shopimg/{file}.
 */

const esc = escapeHtml;

/** One simple motif per top-level category, so the catalogue reads at a glance. */
const MOTIFS: Record<string, string> = {
  'Gift Cards':
    '<rect x="70" y="95" width="180" height="115" rx="14" fill="#fff" opacity=".9"/><rect x="70" y="125" width="180" height="18" fill="{c}" opacity=".6"/><circle cx="215" cy="185" r="12" fill="{c}"/>',
  'Beauty & Wellbeing':
    '<rect x="135" y="70" width="50" height="30" rx="6" fill="#fff" opacity=".8"/><rect x="110" y="100" width="100" height="120" rx="22" fill="#fff" opacity=".9"/><circle cx="160" cy="160" r="24" fill="{c}" opacity=".5"/>',
  'Home & Living':
    '<path d="M80 160 L160 90 L240 160 Z" fill="#fff" opacity=".9"/><rect x="100" y="160" width="120" height="70" fill="#fff" opacity=".9"/><rect x="145" y="185" width="30" height="45" fill="{c}" opacity=".6"/>',
  Technology:
    '<rect x="85" y="90" width="150" height="100" rx="10" fill="#fff" opacity=".9"/><rect x="97" y="102" width="126" height="76" rx="4" fill="{c}" opacity=".55"/><rect x="135" y="195" width="50" height="10" rx="4" fill="#fff" opacity=".9"/>',
};

export function productSvg(p: { topCategory: string; hue: number; brand: string; model: string }): string {
  const c = `hsl(${p.hue},55%,38%)`;
  const motif = (MOTIFS[p.topCategory] ?? MOTIFS['Gift Cards']!).replaceAll('{c}', c);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${p.hue},60%,72%)"/>` +
    `<stop offset="1" stop-color="${c}"/></linearGradient></defs>` +
    `<rect width="320" height="320" fill="url(#g)"/>${motif}` +
    `<text x="160" y="262" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${esc(p.brand)}</text>` +
    `<text x="160" y="292" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#fff" text-anchor="middle">${esc(p.model)}</text>` +
    `</svg>`
  );
}

export function advertSvg(what: string, hue: number): string {
  // Sized so the line fits the 1,040 px left of the margin (about 0.58 em per character in a sans-serif).
  const fontSize = Math.min(56, Math.floor(1040 / (what.length * 0.58)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,60%)"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>` +
    `<circle cx="1050" cy="150" r="170" fill="#fff" opacity=".12"/><circle cx="980" cy="60" r="90" fill="#fff" opacity=".1"/>` +
    `<text x="80" y="${150 + Math.round(fontSize / 3)}" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${esc(what)}</text>` +
    `</svg>`
  );
}
