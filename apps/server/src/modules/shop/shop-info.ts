import type { TProgrammeSettings, TShopInfo } from '@portal/contract';
import type { Config } from '../../config.js';
import type { CardSetup } from './card-setup.js';

/**
 * Shop info (`inf`), true to the configuration: the unit prices are in, how the web shows
 * money and where voucher codes go. Card payment (isPaygate) is on only when the member's
 * cluster names a provider whose credentials are configured; its rate is then the cluster's.
 */
export function shopInfo(
  config: Config,
  settings: Pick<TProgrammeSettings, 'pointsName'>,
  pointsAvailable: number,
  card: CardSetup | null = null,
): TShopInfo {
  const paygate = card !== null;
  return {
    alloc: config.SHOP_ALLOC,
    isLoggedIn: true,
    isPaygate: paygate,
    allocDesc: settings.pointsName,
    isTruncateCents: config.SHOP_TRUNCATE_CENTS,
    // Items go into a basket kept by the server, one at a time.
    addToBasketType: 'basket',
    deliveryType: config.SHOP_DELIVERY_TYPE,
    productCurrency: config.SHOP_CURRENCY,
    currencySymbol: config.SHOP_CURRENCY_SYMBOL,
    currencyDecimalPlaces: config.SHOP_CURRENCY_DECIMALS,
    isCurrencySymbolSuffix: config.SHOP_CURRENCY_SUFFIX,
    pmtMethodTypes: paygate ? ['points', 'card'] : ['points'],
    currencyRateMoney: card ? card.rateMoney : config.SHOP_CURRENCY_RATE_MONEY,
    pointsAvailable,
  };
}

/** A price as the web would show it, for server messages (e.g. '500 BB'). */
export function formatPrice(config: Config, amount: number): string {
  const decimals = config.SHOP_TRUNCATE_CENTS ? 0 : config.SHOP_CURRENCY_DECIMALS;
  const value = config.SHOP_TRUNCATE_CENTS ? Math.trunc(amount) : amount;
  const text = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  const symbol = config.SHOP_CURRENCY_SYMBOL;
  if (!symbol) return text;
  return config.SHOP_CURRENCY_SUFFIX ? `${text} ${symbol}` : `${symbol}${text}`;
}

/** An image file name as a URL under the configured base (absolute names are kept). */
export function imageUrl(config: Config, file: string): string {
  if (!file) return '';
  if (/^(https?:)?\/\//.test(file)) return file;
  const base = config.SHOP_IMAGE_BASE_URL;
  return base.endsWith('/') ? `${base}${file}` : `${base}/${file}`;
}
