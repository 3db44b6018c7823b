import type { TProduct } from '@portal/contract';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The line under a product's title: brand and model, each shown once. A part the title already
 * says in full ("Parcelwise £15 Online Gift Code" by Parcelwise) is left out rather than repeated.
 */
export function brandAndModel(product: Pick<TProduct, 'description' | 'brand' | 'model'>): string {
  const title = ` ${words(product.description).join(' ')} `;
  const parts: string[] = [];
  for (const part of [product.brand, product.model].map((p) => p.trim())) {
    if (!part || parts.some((p) => p.toLowerCase() === part.toLowerCase())) continue;
    if (title.includes(` ${words(part).join(' ')} `)) continue;
    parts.push(part);
  }
  return parts.join(' · ');
}
