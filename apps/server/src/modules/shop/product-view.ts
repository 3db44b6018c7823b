import type { TProduct } from '@portal/contract';
import type { Config } from '../../config.js';
import type { ProductRow } from './catalogue-repository.js';
import { imageUrl } from './shop-info.js';

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
