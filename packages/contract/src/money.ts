/**
 * Card money is kept as whole minor units (pence, cents) with the currency's exponent, never as
 * a floating-point amount: the order, the points hold and the provider's charge must agree to
 * the cent.
 */

/** Digits after the decimal point of a currency (GBP 2, JPY 0), as Intl knows them. */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * The money a number of points is worth, in minor units, rounded up so the programme never
 * receives less than the points it gives up. The rate (money per point, e.g. 0.01) is read as
 * the decimal it was written as and the sum is done in whole numbers.
 */
export function pointsToMinor(points: number, ratePerPoint: number, exponent: number): number {
  if (!Number.isSafeInteger(points) || points < 0) throw new Error(`Invalid points ${points}`);
  const [whole, frac = ''] = ratePerPoint.toFixed(10).replace(/0+$/, '').split('.');
  const numerator = BigInt(`${whole}${frac}`);
  const denominator = 10n ** BigInt(frac.length);
  const scaled = BigInt(points) * numerator * 10n ** BigInt(exponent);
  const minor = (scaled + denominator - 1n) / denominator;
  return Number(minor);
}

/**
 * A minor-unit amount as people read it: the symbol before the amount, en-GB grouping, exactly
 * the currency's decimals (card money is never truncated: it is what the card is charged).
 */
export function formatMinor(minor: number, exponent: number, symbol: string): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent) || '0';
  const frac = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  const grouped = new Intl.NumberFormat('en-GB').format(BigInt(whole));
  return `${negative ? '-' : ''}${symbol}${grouped}${frac}`;
}

/** A minor-unit amount of a named currency (GBP, ZAR) with its usual symbol (£, R). */
export function formatCurrencyMinor(minor: number, currency: string): string {
  const symbol =
    new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency;
  return formatMinor(minor, currencyExponent(currency), symbol);
}
