import { describe, expect, it } from 'vitest';
import { clearCelebration, readCelebration, storeCelebration } from './celebration-link';

function fakeStorage(value: string | null) {
  const map = new Map<string, string>(value === null ? [] : [['celebrate', value]]);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    removeItem: (k: string) => void map.delete(k),
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('celebration preselection', () => {
  it('maps BDAY and ANNIV to each screen’s value', () => {
    const bday = fakeStorage(JSON.stringify({ memberId: '42', what: 'BDAY' }));
    expect(readCelebration('payitforward', bday)).toEqual({ memberId: '42', value: 'Happy Birthday' });
    expect(readCelebration('thankyou', bday)).toEqual({ memberId: '42', value: 'birthday' });
    const anniv = fakeStorage(JSON.stringify({ memberId: '0.7', what: 'ANNIV' }));
    expect(readCelebration('payitforward', anniv)).toEqual({
      memberId: '0.7',
      value: 'Happy Work Anniversary',
    });
    expect(readCelebration('thankyou', anniv)).toEqual({ memberId: '0.7', value: 'anniversary' });
  });

  it('ignores nothing, junk and unknown occasions', () => {
    expect(readCelebration('thankyou', fakeStorage(null))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage('{not json'))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage('"42"'))).toBeNull();
    expect(
      readCelebration('thankyou', fakeStorage(JSON.stringify({ memberId: '4', what: 'XMAS' }))),
    ).toBeNull();
    expect(
      readCelebration('thankyou', fakeStorage(JSON.stringify({ memberId: 4, what: 'BDAY' }))),
    ).toBeNull();
  });

  it('clears the stored link', () => {
    const store = fakeStorage(JSON.stringify({ memberId: '42', what: 'BDAY' }));
    clearCelebration(store);
    expect(store.map.size).toBe(0);
  });

  it('stores what the target screen reads back', () => {
    const store = fakeStorage(null);
    expect(storeCelebration('0.9', 'ANNIV', store)).toBe(true);
    expect(readCelebration('thankyou', store)).toEqual({ memberId: '0.9', value: 'anniversary' });
    expect(readCelebration('payitforward', store)).toEqual({
      memberId: '0.9',
      value: 'Happy Work Anniversary',
    });
  });

  it('reports blocked storage instead of throwing', () => {
    const blocked = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(storeCelebration('42', 'BDAY', blocked)).toBe(false);
    expect(storeCelebration('42', 'BDAY', null)).toBe(false);
  });
});
