import { LANGUAGE_TAGS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member } from '@portal/contract';
import { callApi } from '../api';
import { activeLocale } from './active-locale';
import { directionOf, PSEUDO_LOCALE, resolveLocale, SOURCE_LOCALE } from './locales';

describe('who sees which language', () => {
  it("takes the member's own choice first", () => {
    expect(resolveLocale({ chosen: 'pl', browser: ['de-DE'], cluster: 'af' })).toBe('pl');
  });

  it("follows the device when the member chose '' (its first language the portal speaks)", () => {
    expect(resolveLocale({ chosen: '', browser: ['ja', 'de-AT', 'fr'], cluster: 'af' })).toBe('de');
    expect(resolveLocale({ chosen: '', browser: ['pt'], cluster: 'af' })).toBe('pt-BR');
    expect(resolveLocale({ chosen: '', browser: ['en-US'], cluster: 'af' })).toBe('en-GB');
  });

  it("falls back to the cluster's default language, then English", () => {
    expect(resolveLocale({ chosen: '', browser: ['ja', 'ko'], cluster: 'zu' })).toBe('zu');
    expect(resolveLocale({ chosen: '', browser: [], cluster: '' })).toBe(SOURCE_LOCALE);
  });

  it('signed out, the choice made on Welcome wins over the browser', () => {
    expect(resolveLocale({ chosen: 'ar', browser: ['de'] })).toBe('ar');
    expect(resolveLocale({ chosen: 'xx', browser: ['nl-BE'] })).toBe('nl');
    expect(resolveLocale({ chosen: PSEUDO_LOCALE, browser: [] })).toBe(PSEUDO_LOCALE);
  });

  it('writes Arabic right to left and every other language left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const tag of LANGUAGE_TAGS.filter((t) => t !== 'ar')) expect(directionOf(tag)).toBe('ltr');
    expect(directionOf(PSEUDO_LOCALE)).toBe('ltr');
  });

  it('has the catalogues of every language, each a chunk of its own', () => {
    const modules = Object.keys(import.meta.glob('./languages/*.ts'));
    expect(modules.sort()).toEqual(
      [...LANGUAGE_TAGS, PSEUDO_LOCALE].map((tag) => `./languages/${tag}.ts`).sort(),
    );
  });
});

describe('the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    activeLocale.set(SOURCE_LOCALE);
  });

  it('asks the server to answer in the language shown', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    activeLocale.set('de');
    await callApi(member.logout, {});
    const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('de');
  });
});
