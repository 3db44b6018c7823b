import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** Browser-side helpers of e2e/community.spec.ts (Get Involved). */

/** A landscape PNG (wider than tall), so a quarter turn is visible in the preview's size. */
export function landscapePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f6c1d4"/><stop offset="1" stop-color="#a3306e"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/><circle cx="480" cy="110" r="60" fill="#ffe08a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function chooseTheme(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Themes' }).click();
  await page.getByRole('option', { name }).click();
}

/** A call with the page's own session, as a second tab of the same member would make it. */
export function callFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { message?: string; formErrors?: Record<string, string> } }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { message?: string; formErrors?: Record<string, string> },
      };
    },
    { path, body },
  );
}

/** campaignId and giId from a picture's address, /getinvolvedpic/{campaignId}-{giId}. */
export function refOf(src: string): { campaignId: number; giId: number } {
  const m = /\/getinvolvedpic\/(\d+)-(\d+)$/.exec(src);
  if (!m) throw new Error(`not a Get Involved picture: ${src}`);
  return { campaignId: Number(m[1]), giId: Number(m[2]) };
}

/** The addresses of the pictures in the grid as it stands. */
export function pictureSources(page: Page): Promise<string[]> {
  return page
    .locator('img[src^="/getinvolvedpic/"]')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
}
