// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to';

describe('where a signed-out visitor was going', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a path of this site with its query, once', () => {
    rememberReturnTo('/recentrecognition?recognition=3022');
    expect(takeReturnTo()).toBe('/recentrecognition?recognition=3022');
    expect(takeReturnTo()).toBeNull();
  });

  it('never keeps another site, sign-out or Home', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'myrecognition',
      '/',
      '/logout',
      '/loginsuccess?code=1',
    ])
      expect(safeReturnPath(path), path).toBeNull();
    rememberReturnTo('//evil.example/x');
    expect(takeReturnTo()).toBeNull();
  });

  it('refuses a stored value that was tampered with', () => {
    sessionStorage.setItem('portal.returnTo', '//evil.example');
    expect(takeReturnTo()).toBeNull();
  });
});
