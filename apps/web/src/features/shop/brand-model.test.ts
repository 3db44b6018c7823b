import { describe, expect, it } from 'vitest';
import { brandAndModel } from './brand-model';

describe('brand and model under a product title', () => {
  it('shows both when the title names neither', () => {
    expect(brandAndModel({ description: 'Eau de parfum 50 ml', brand: 'Lumière', model: 'Rose' })).toBe(
      'Lumière · Rose',
    );
  });
  it('leaves out a part the title already says, in any case', () => {
    expect(
      brandAndModel({
        description: 'Parcelwise £15 Online Gift Code',
        brand: 'PARCELWISE',
        model: 'eGift 15',
      }),
    ).toBe('eGift 15');
    expect(
      brandAndModel({ description: 'Brightwell Store Card 50', brand: 'Brightwell', model: 'Store Card 50' }),
    ).toBe('');
  });
  it('matches whole words only, and says a repeated part once', () => {
    expect(brandAndModel({ description: 'Sonora earbuds', brand: 'Sono', model: 'Sono' })).toBe('Sono');
    expect(brandAndModel({ description: 'Mug', brand: ' ', model: 'M1' })).toBe('M1');
  });
});
