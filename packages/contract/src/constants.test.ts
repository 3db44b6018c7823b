import { describe, expect, it } from 'vitest';
import {
  ECARD_BANNERS,
  enabledEcardBanner,
  ADHOC_AMOUNTS,
  ADHOC_REASONS,
  BIRTHDAY_AWARD_POINTS,
  COMPANY_VALUES,
  CSV_FILE_NAME,
  NOMINATION_CATEGORIES,
  NOMINATION_CSV_COLUMNS,
  NOM_CATS,
  PAY_IT_FORWARD_AMOUNTS,
  PAY_IT_FORWARD_VALUES,
  POINTS_RECOGNITION_RANGE,
  POINTS_RECOGNITION_VALUES,
  QUARTERLY_RATING_THRESHOLD,
  RECOGNITION_CSV_COLUMNS,
  REVIEW_CARD_ONLY_LABEL,
  ROTATION_STEPS,
  SEND_BY,
  SIMPLY_SAY_VALUES,
  TIMINGS,
  canViewVoucherCodes,
  ecardBanner,
  isQuarterlyEligible,
  nextRotation,
  rewardForRating,
  rotationDegrees,
} from './constants.js';
import { LIMITS } from './limits.js';

describe('nomination categories', () => {
  it('are the six of the spec, in order, with "Accountablity" spelt as the spec spells it', () => {
    expect(NOM_CATS).toEqual([
      'Innovation and Improvement',
      'Simplification',
      'Agility',
      'Accountablity',
      'Collaboration',
      'People Management',
    ]);
  });
  it('each have a one-sentence help text', () => {
    for (const c of NOMINATION_CATEGORIES) expect(c.help).toMatch(/^[A-Z][^.]+\.$/);
  });
});

describe('reward lists', () => {
  it('ad hoc amounts, reasons and send-by options', () => {
    expect(ADHOC_AMOUNTS).toEqual([5, 10, 20, 25, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000]);
    expect(ADHOC_REASONS).toEqual([
      'Cultivates Innovation',
      'Client Focus',
      'Drives Results',
      'Collaborates',
      'Flexibility and Adaptability',
    ]);
    expect(SEND_BY).toEqual(['email', 'sms']);
  });
  it('points recognition range and values', () => {
    expect(POINTS_RECOGNITION_RANGE).toEqual({ min: 1, max: 20000 });
    expect(POINTS_RECOGNITION_VALUES).toEqual([
      ...NOM_CATS,
      'Associate of the Quarter',
      'Manager of the Quarter',
      'Project of the Quarter',
      '2021 Year End Winner',
      'Team of the Quarter',
    ]);
  });
  it('Pay It Forward amounts and values', () => {
    expect(PAY_IT_FORWARD_AMOUNTS).toEqual([30, 50, 75, 100]);
    expect(PAY_IT_FORWARD_VALUES).toEqual([
      'Thank You',
      'Congrats',
      'Happy Birthday',
      'Well Done',
      "You're Awesome",
      'Hi5',
    ]);
  });
  it('Simply Say is the Pay It Forward values plus the company values, each with a blurb', () => {
    expect(COMPANY_VALUES).toEqual(['Belief', 'Integrity', 'Respect', 'Trust', 'Humility']);
    expect(SIMPLY_SAY_VALUES.map((v) => v.value)).toEqual([...PAY_IT_FORWARD_VALUES, ...COMPANY_VALUES]);
    for (const v of SIMPLY_SAY_VALUES) expect(v.blurb).toMatch(/^[A-Z][^.]+\.$/);
  });
});

describe('ecardBanner', () => {
  it.each(COMPANY_VALUES)('%s uses the valued banner', (value) => expect(ecardBanner(value)).toBe('valued'));
  it('the Pay It Forward values have their own banners', () => {
    expect(PAY_IT_FORWARD_VALUES.map(ecardBanner)).toEqual([
      'thankyou',
      'congrats',
      'happybirthday',
      'welldone',
      'youreawesome',
      'hi5',
    ]);
  });
  it.each(['Agility', 'Team of the Quarter', 'birthday', 'constructor', ''])(
    '%j falls back to awesome',
    (value) => expect(ecardBanner(value)).toBe('awesome'),
  );
});

describe('enabledEcardBanner (the ecardBanners setting)', () => {
  it('keeps the value’s own banner while it is in use', () => {
    expect(enabledEcardBanner('Hi5', ECARD_BANNERS)).toBe('hi5');
    expect(ECARD_BANNERS).toHaveLength(8);
  });
  it('otherwise takes the first banner in use', () => {
    expect(enabledEcardBanner('Hi5', ['welldone', 'congrats'])).toBe('welldone');
    expect(enabledEcardBanner('Integrity', ['awesome'])).toBe('awesome');
  });
});

describe('review rating to reward', () => {
  it('standard reading: 0-2 card only, 3 -> 50, 4 -> 100, 5 -> 150', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => rewardForRating(r, 'standard'))).toEqual([0, 0, 0, 50, 100, 150]);
  });
  it('offset reading: 0-1 card only, 2 -> 50, 3 -> 100, 4 -> 150, 5 -> 200', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => rewardForRating(r, 'offset'))).toEqual([0, 0, 50, 100, 150, 200]);
  });
  it('defaults to the standard reading and refuses ratings off the scale', () => {
    expect(rewardForRating(5)).toBe(150);
    for (const bad of [-1, 6, 2.5, Number.NaN]) expect(() => rewardForRating(bad)).toThrow(RangeError);
    expect(REVIEW_CARD_ONLY_LABEL).toBe('Thank you eCard');
  });
  it('the quarterly option needs a rating above 3', () => {
    expect(QUARTERLY_RATING_THRESHOLD).toBe(3);
    expect([1, 2, 3, 4, 5].map(isQuarterlyEligible)).toEqual([false, false, false, true, true]);
  });
});

describe('voucher codes', () => {
  it('are viewable for order status 30 (any sub-status) and dispatch status 4 only', () => {
    expect(canViewVoucherCodes('30', 4)).toBe(true);
    expect(canViewVoucherCodes('30.2', '4')).toBe(true);
    expect(canViewVoucherCodes(30, 4)).toBe(true);
    expect(canViewVoucherCodes('30', 3)).toBe(false);
    expect(canViewVoucherCodes('31', 4)).toBe(false);
    expect(canViewVoucherCodes('300', 4)).toBe(false);
    expect(canViewVoucherCodes('3', 4)).toBe(false);
    expect(canViewVoucherCodes('', 4)).toBe(false);
  });
});

describe('other constants', () => {
  it('birthday award is 100', () => expect(BIRTHDAY_AWARD_POINTS).toBe(100));
  it('timings', () => {
    expect(TIMINGS).toEqual({
      carouselMs: 3700,
      memberSearchDebounceMs: 800,
      resizeDebounceMs: 125,
      advertCacheMs: 300_000,
      logoutRedirectMs: 1000,
    });
  });
  it('rotation steps 0-3, a quarter turn each, wrapping', () => {
    expect(ROTATION_STEPS).toEqual([0, 1, 2, 3]);
    expect(ROTATION_STEPS.map(rotationDegrees)).toEqual([0, 90, 180, 270]);
    expect(ROTATION_STEPS.map(nextRotation)).toEqual([1, 2, 3, 0]);
  });
  it('CSV file name and columns', () => {
    expect(CSV_FILE_NAME).toBe('report.csv');
    expect(RECOGNITION_CSV_COLUMNS).toEqual([
      'Type',
      'Date',
      'To or From',
      'Member No',
      'Points',
      'Value',
      'Message',
    ]);
    expect(NOMINATION_CSV_COLUMNS).toHaveLength(12);
  });
  it('text limits of section 9', () => {
    expect(LIMITS).toMatchObject({
      nominationReason: 750,
      quarterlyMotivation: 500,
      smsMessage: 150,
      emailMessage: 350,
      emailMessagePointsRecognition: 600,
      firstname: 80,
      interestOtherDesc: 50,
      otherInfo: 50,
      memberNumber: 80,
      email: 80,
      password: 80,
      cellNum: 20,
      otp: 20,
      memberSearch: 20,
      checkoutMobile: 20,
      pointsInput: 5,
      requestId: 64,
    });
  });
});
