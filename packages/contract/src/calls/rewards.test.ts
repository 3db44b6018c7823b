import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../zod-messages.js';
import { doavonnomreviewreward, doreward } from './rewards.js';

function errorsOf(input: unknown): Record<string, string> {
  const result = doreward.body.safeParse(input);
  return result.success ? {} : toFormErrors(result.error).formErrors;
}

const base = { sendBy: 'email', message: 'Thank you', recipients: ['m1'] } as const;
const reward = { ...base, what: 'reward', reason: 'Agility', points: 100 } as const;
const pif = { ...base, what: 'payitforward', reason: 'Hi5', points: 30 } as const;
const simply = { ...base, what: 'thankyou', reason: 'Respect' } as const;
const adhoc = { ...base, what: 'adhoc', reason: 'Client Focus', points: 250 } as const;

describe('doreward body', () => {
  it('accepts a valid form of every kind', () => {
    for (const form of [reward, pif, simply, adhoc]) expect(errorsOf(form)).toEqual({});
  });
  it('reads points typed as text, trims, strips unknown keys and drops duplicate recipients', () => {
    const parsed = doreward.body.parse({
      ...reward,
      points: ' 20000 ',
      reason: ' Agility ',
      recipients: ['m1', 'm1'],
      x: 1,
    });
    expect(parsed).toEqual({ ...reward, points: 20000, recipients: ['m1'] });
  });
  it('refuses points outside 1-20000 on points recognition with the spec wording', () => {
    for (const points of [0, 20001, 100_000, '0', '', undefined]) {
      expect(errorsOf({ ...reward, points })).toEqual({ points: 'Points value must be less than 20000' });
    }
  });
  it('refuses fractions, negatives, words and more than five characters', () => {
    expect(errorsOf({ ...reward, points: '12.5' })).toEqual({ points: 'Must be a whole number' });
    expect(errorsOf({ ...reward, points: 1.5 })).toEqual({ points: 'Must be a whole number' });
    expect(errorsOf({ ...reward, points: '-5' })).toEqual({ points: 'Must be 0 or more' });
    expect(errorsOf({ ...reward, points: 'ten' })).toEqual({ points: 'Must be a number' });
    expect(errorsOf({ ...reward, points: '1e3' })).toEqual({ points: 'Must be a number' });
    expect(errorsOf({ ...reward, points: '123456' })).toEqual({ points: 'Must be at most 5 characters' });
    expect(errorsOf({ ...reward, points: Number.NaN })).toEqual({ points: 'Must be a number' });
  });
  it('Pay It Forward takes 30, 50, 75 or 100 points only', () => {
    for (const points of [30, 50, 75, 100]) expect(errorsOf({ ...pif, points })).toEqual({});
    expect(errorsOf({ ...pif, points: 40 })).toEqual({ points: 'Choose 30, 50, 75 or 100 points' });
  });
  it('ad hoc takes an amount from the list; Simply Say takes none', () => {
    expect(errorsOf({ ...adhoc, points: 7 })).toEqual({ points: 'Choose one of the listed amounts' });
    expect(errorsOf({ ...simply, points: 0 })).toEqual({});
    expect(errorsOf({ ...simply, points: 10 })).toEqual({ points: 'A Simply Say card carries no points' });
  });
  it('needs a value; which values is a programme setting the server checks', () => {
    expect(errorsOf({ ...reward, reason: '' })).toEqual({ reason: 'Required' });
    expect(errorsOf({ ...reward, reason: 'Hi5' })).toEqual({});
  });
  it('limits the message by sendBy and kind', () => {
    expect(errorsOf({ ...reward, message: 'x'.repeat(600) })).toEqual({});
    expect(errorsOf({ ...reward, message: 'x'.repeat(601) })).toEqual({
      message: 'Must be at most 600 characters',
    });
    expect(errorsOf({ ...simply, message: 'x'.repeat(351) })).toEqual({
      message: 'Must be at most 350 characters',
    });
    expect(errorsOf({ ...adhoc, message: 'x'.repeat(351) })).toEqual({
      message: 'Must be at most 350 characters',
    });
    expect(errorsOf({ ...pif, sendBy: 'sms', message: 'x'.repeat(150) })).toEqual({});
    expect(errorsOf({ ...pif, sendBy: 'sms', message: 'x'.repeat(151) })).toEqual({
      message: 'Must be at most 150 characters',
    });
    // Trimmed before counting: padding does not use up the allowance.
    expect(errorsOf({ ...pif, sendBy: 'sms', message: ` ${'x'.repeat(150)} ` })).toEqual({});
  });
  it('needs a recipient, and an individual one', () => {
    expect(errorsOf({ ...simply, recipients: [] })).toEqual({
      recipients: 'Please select at least one recipient.',
    });
    expect(errorsOf({ ...simply, recipients: ['div:MKT'] })).toEqual({
      recipients: 'Only individuals can be selected',
    });
  });
  it('reports every problem at once, each on its own field', () => {
    expect(
      errorsOf({
        what: 'reward',
        sendBy: 'sms',
        recipients: [],
        reason: '',
        points: 0,
        message: 'x'.repeat(151),
      }),
    ).toEqual({
      recipients: 'Please select at least one recipient.',
      reason: 'Required',
      points: 'Points value must be less than 20000',
      message: 'Must be at most 150 characters',
    });
  });
  it('checks what and sendBy themselves', () => {
    expect(errorsOf({ ...simply, what: 'gift' })).toEqual({ what: 'Choose one of the listed options' });
    expect(errorsOf({ ...simply, sendBy: undefined })).toEqual({ sendBy: 'Choose email or SMS' });
  });
  it('takes an optional requestId of at most 64 characters', () => {
    expect(errorsOf({ ...simply, requestId: 'a1b2-c3' })).toEqual({});
    expect(errorsOf({ ...simply, requestId: 'x'.repeat(65) })).toEqual({
      requestId: 'Must be at most 64 characters',
    });
  });
});

describe('doavonnomreviewreward body', () => {
  it('normalises the quarterly choice by rating', () => {
    const low = { nomId: 1, reviewRating: 3, isIncludeInQuarterly: true, quarterlyMotivation: 'Great' };
    expect(doavonnomreviewreward.body.parse(low)).toEqual({
      ...low,
      isIncludeInQuarterly: false,
      quarterlyMotivation: '',
    });
    const high = { ...low, reviewRating: 4 };
    expect(doavonnomreviewreward.body.parse(high)).toEqual(high);
  });
  it('takes a rating of 1 to 5 stars and a motivation of at most 500', () => {
    const form = {
      nomId: 1,
      reviewRating: 5,
      isIncludeInQuarterly: true,
      quarterlyMotivation: 'x'.repeat(501),
    };
    const result = doavonnomreviewreward.body.safeParse({ ...form, reviewRating: 0 });
    expect(result.success ? {} : toFormErrors(result.error).formErrors).toEqual({
      reviewRating: 'Choose a rating from 1 to 5 stars',
      quarterlyMotivation: 'Must be at most 500 characters',
    });
  });
});
