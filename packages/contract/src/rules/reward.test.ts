import { describe, expect, it } from 'vitest';
import { messageLimit } from './message-limit.js';
import { DEFAULT_VALUE_LISTS } from '../constants.js';
import { rewardIssues } from './reward.js';

describe('messageLimit', () => {
  it('SMS 150 everywhere; e-mail 600 on points recognition, 350 elsewhere', () => {
    expect(messageLimit('reward', 'sms')).toBe(150);
    expect(messageLimit('adhoc', 'sms')).toBe(150);
    expect(messageLimit('reward', 'email')).toBe(600);
    expect(messageLimit('payitforward', 'email')).toBe(350);
    expect(messageLimit('thankyou', 'email')).toBe(350);
    expect(messageLimit('adhoc', 'email')).toBe(350);
  });
});

describe('rewardIssues', () => {
  const ok = { what: 'thankyou', reason: 'Trust', message: 'Thanks', sendBy: 'email', recipients: ['7'] };
  it('finds nothing wrong with a valid card', () => expect(rewardIssues(ok)).toEqual([]));
  it('copes with fields that are missing or of the wrong type', () => {
    expect(rewardIssues({})).toEqual([]);
    expect(rewardIssues({ what: 7, recipients: 'x', points: 'x', message: 5 })).toEqual([]);
  });
  it('accepts the celebration preselections on their own screen only', () => {
    const lists = DEFAULT_VALUE_LISTS;
    expect(rewardIssues({ ...ok, reason: 'birthday' }, lists)).toEqual([]);
    expect(
      rewardIssues({ ...ok, what: 'payitforward', reason: 'Happy Work Anniversary', points: 30 }, lists),
    ).toEqual([]);
    expect(rewardIssues({ ...ok, what: 'adhoc', reason: 'birthday', points: 5 }, lists)).toEqual([
      { path: 'reason', message: 'Choose a value from the list' },
    ]);
  });
  it('checks the value against the lists it is given (the setting), and only when given', () => {
    const lists = { ...DEFAULT_VALUE_LISTS, thankyou: ['Kindness'] };
    expect(rewardIssues({ ...ok, reason: 'Kindness' }, lists)).toEqual([]);
    expect(rewardIssues(ok, lists)).toEqual([{ path: 'reason', message: 'Choose a value from the list' }]);
    expect(rewardIssues({ ...ok, reason: 'Anything' })).toEqual([]);
  });
});
