import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, directionOf, matchLanguage, ZLanguageChoice } from './languages.js';

describe('matchLanguage', () => {
  it('takes the first wanted language the portal speaks, exact tag before base language', () => {
    expect(matchLanguage(['ja', 'de-AT', 'fr'])).toBe('de');
    expect(matchLanguage(['pt'])).toBe('pt-BR');
    expect(matchLanguage(['en-US'])).toBe('en-GB');
    expect(matchLanguage(['AR-ae'])).toBe('ar');
    expect(matchLanguage(['zu-ZA', 'en'])).toBe('zu');
  });

  it('finds nothing for languages it does not speak', () => {
    expect(matchLanguage(['ja', 'zh-CN', '*', ''])).toBeUndefined();
    expect(matchLanguage([])).toBeUndefined();
  });
});

describe('acceptLanguageTags', () => {
  it('orders by quality, keeps the order of equals and drops q=0', () => {
    expect(acceptLanguageTags('fr;q=0.5, de-CH, en;q=0.8, ar;q=0')).toEqual(['de-CH', 'en', 'fr']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags(' , ;q=1')).toEqual([]);
  });
});

it('a member may choose a supported language or none', () => {
  expect(ZLanguageChoice.safeParse('').success).toBe(true);
  expect(ZLanguageChoice.safeParse('pt-BR').success).toBe(true);
  expect(ZLanguageChoice.safeParse('pt').success).toBe(false);
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('af')).toBe('ltr');
});
