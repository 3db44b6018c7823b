import { describe, expect, it } from 'vitest';
import { clearCelebration, readCelebration } from './celebration';

function fakeStorage(value: string | null) {
  const map = new Map<string, string>(value === null ? [] : [['celebrate', value]]);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('celebration preselection', () => {
  it('maps BDAY and ANNIV to each screen’s value', () => {
    const bday = fakeStorage(JSON.stringify({ memberId: '42', what: 'BDAY' }));
    expect(readCelebration('payitforward', bday)).toEqual({ memberId: '42', value: 'Happy Birthday' });
    expect(readCelebration('thankyou', bday)).toEqual({ memberId: '42', value: 'birthday' });
    const anniv = fakeStorage(JSON.stringify({ memberId: '0.7', what: 'ANNIV' }));
    expect(readCelebration('payitforward', anniv)).toEqual({ memberId: '0.7', value: 'Happy Work Anniversary' });
    expect(readCelebration('thankyou', anniv)).toEqual({ memberId: '0.7', value: 'anniversary' });
  });

  it('ignores nothing, junk and unknown occasions', () => {
    expect(readCelebration('thankyou', fakeStorage(null))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage('{not json'))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage('"42"'))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage(JSON.stringify({ memberId: '4', what: 'XMAS' })))).toBeNull();
    expect(readCelebration('thankyou', fakeStorage(JSON.stringify({ memberId: 4, what: 'BDAY' })))).toBeNull();
  });

  it('clears the stored link', () => {
    const store = fakeStorage(JSON.stringify({ memberId: '42', what: 'BDAY' }));
    clearCelebration(store);
    expect(store.map.size).toBe(0);
  });
});
