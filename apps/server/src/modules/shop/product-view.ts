import type { TProduct } from '@portal/contract';
import type { Config } from '../../config.js';
import type { ProductRow } from './catalogue-repository.js';
import { imageUrl } from './shop-info.js';
import type { ProgrammeTexts } from '../../programme-texts/index.js';

/** A product as the contract shows it; `imageFile` is the full image URL under the configured base. */
export function toProduct(config: Config, p: ProductRow, rowNum: number): TProduct {
  return {
    productId: p.id,
    imageFile: imageUrl(config, p.imageFile),
    displayPrice: p.price,
    priceDescription: p.priceDescription,
    description: p.description,
    brand: p.brand,
    model: p.model,
    fAB: p.features,
    noBasket: p.noBasket,
    _rowNum: rowNum,
  };
}

/**
 * A product (or basket line) as the member reads it: its description, the product's name in the
 * shop, in the caller's language where the programme translated it (decision 059). Orders keep
 * the source description.
 */
export function sayProduct<P extends Pick<TProduct, 'productId' | 'description'>>(
  texts: ProgrammeTexts,
  p: P,
): P {
  const description = texts.say('product', p.productId, 'description', p.description);
  return description === p.description ? p : { ...p, description };
}
