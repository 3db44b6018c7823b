import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFormErrors } from '../zod-messages.js';
import { calls } from './index.js';
import { ZRegistrationForm } from './member.js';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFormErrors(result.error).formErrors;
}

const registration = {
  memberNumber: ' E1001 ',
  email: 'ann@example.com',
  cellNum: '+27 82 123 4567',
  password: 'blue7Kite',
  acceptTerms: true,
};

describe('registration and password calls', () => {
  it('trim and default the one-time-password fields on the first step', () => {
    expect(calls['member.sendcell2factorsms'].body.parse(registration)).toEqual({
      ...registration,
      memberNumber: 'E1001',
      otp: '',
      auth: '',
    });
  });
  it('apply the password rule and the limits of section 5', () => {
    expect(
      errorsOf(calls['member.sendcell2factorsms'].body, {
        ...registration,
        memberNumber: 'x'.repeat(81),
        email: 'not-mail',
        cellNum: '0'.repeat(21),
        password: 'password',
      }),
    ).toEqual({
      memberNumber: 'Must be at most 80 characters',
      email: 'Enter a valid email address',
      cellNum: 'Must be at most 20 characters',
      password: 'Password must include at least 1 letter and 1 number',
    });
  });
  it('need the code and the handle on the verify steps', () => {
    expect(errorsOf(calls['member.cell2factorverify'].body, registration)).toEqual({
      otp: 'Required',
      auth: 'Required',
    });
    expect(
      errorsOf(calls['member.passwordcell2factorverify'].body, {
        cellNum: '0821234567',
        password: 'blue7Kite',
        otp: '123456',
        auth: 'h',
      }),
    ).toEqual({});
  });
  it('the registration call and the web form need the terms, ticked or missing alike', () => {
    const message = 'Terms and Conditions are required to be accepted to participate in this program';
    expect(errorsOf(ZRegistrationForm, { ...registration, acceptTerms: false })).toEqual({
      acceptTerms: message,
    });
    expect(
      errorsOf(calls['member.sendcell2factorsms'].body, { ...registration, acceptTerms: undefined }),
    ).toEqual({ acceptTerms: message });
  });
});

describe('memberupdate', () => {
  const profile = {
    interest1: true,
    firstname: 'Ann',
    cellNum: '0821234567',
    dOBdd: '07',
    dOBmm: '03',
    interestOtherDesc: 'Golf',
    otherInfo: 'Paris',
  };
  it('accepts a complete profile and an empty birthday', () => {
    expect(errorsOf(calls['member.memberupdate'].body, profile)).toEqual({});
    expect(errorsOf(calls['member.memberupdate'].body, { ...profile, dOBdd: '', dOBmm: '' })).toEqual({});
  });
  it('refuses impossible or half birthdays', () => {
    expect(errorsOf(calls['member.memberupdate'].body, { ...profile, dOBdd: '31', dOBmm: '04' })).toEqual({
      dOBdd: 'Not a valid date',
    });
    expect(errorsOf(calls['member.memberupdate'].body, { ...profile, dOBdd: '', dOBmm: '04' })).toEqual({
      dOBdd: 'Give both day and month, or neither',
    });
    expect(errorsOf(calls['member.memberupdate'].body, { ...profile, dOBdd: '7' })).toEqual({
      dOBdd: 'Use two digits',
    });
  });
  it('clears hobbies and dreams when the member leaves Get To Know', () => {
    expect(calls['member.memberupdate'].body.parse({ ...profile, interest1: false })).toMatchObject({
      interestOtherDesc: '',
      otherInfo: '',
    });
  });
  it('limits hobbies and dreams to 50 and the first name to 80', () => {
    expect(
      errorsOf(calls['member.memberupdate'].body, {
        ...profile,
        firstname: 'x'.repeat(81),
        otherInfo: 'x'.repeat(51),
      }),
    ).toEqual({
      firstname: 'Must be at most 80 characters',
      otherInfo: 'Must be at most 50 characters',
    });
  });
});

describe('site calls', () => {
  it('getcontentdb refuses an empty key with the spec wording', () => {
    expect(errorsOf(calls['site.getcontentdb'].body, { contentKey: '  ' })).toEqual({
      contentKey: 'Invalid Key',
    });
    expect(errorsOf(calls['site.getcontentdb'].body, { contentKey: '../etc' })).toEqual({
      contentKey: 'Invalid Key',
    });
  });
  it('contactussend needs the terms and a valid address', () => {
    expect(
      errorsOf(calls['site.contactussend'].body, {
        ContactName: 'Ann',
        EmailAddress: 'x',
        Message: 'Hi',
        AcceptTerms: false,
      }),
    ).toEqual({
      EmailAddress: 'Enter a valid email address',
      AcceptTerms: 'Please accept the terms and conditions',
    });
  });
  it('getmemberlist limits the search to 20 characters', () => {
    expect(errorsOf(calls['site.getmemberlist'].body, { search: 'x'.repeat(21) })).toEqual({
      search: 'Must be at most 20 characters',
    });
    expect(calls['site.getmemberlist'].body.parse({})).toEqual({
      divisionCode: '',
      search: '',
      includeSelf: false,
    });
  });
});

describe('nomination, report, shop and Get Involved calls', () => {
  const nom = { nomCat: 'Accountablity', reason: 'Owned the launch', members: ['m1', 'div:MKT'] };
  it('newnom takes a listed category, a reason of at most 750 and members or divisions', () => {
    expect(errorsOf(calls['nom.newnom'].body, nom)).toEqual({});
    expect(
      errorsOf(calls['nom.newnom'].body, { nomCat: 'Accountability', reason: 'x'.repeat(751), members: [] }),
    ).toEqual({
      nomCat: 'Choose a category from the list',
      reason: 'Must be at most 750 characters',
      members: 'Please select at least one recipient.',
    });
  });
  it('report months are YYYY-MM and the quarterly range runs forward', () => {
    expect(errorsOf(calls['report.myrecognitions'].body, { selMonth: '2026-13' })).toEqual({
      selMonth: 'Choose a month',
    });
    expect(
      calls['report.quarterlyawards'].body.parse({ selMonthFrom: '2026-01', selMonthTo: '2026-03' }),
    ).toMatchObject({
      awardStatus: 'W',
    });
    expect(
      errorsOf(calls['report.quarterlyawards'].body, { selMonthFrom: '2026-04', selMonthTo: '2026-03' }),
    ).toEqual({
      selMonthTo: 'Must not be before the from month',
    });
  });
  it('placeOrder limits the mobile number to 20 and allows it empty', () => {
    expect(errorsOf(calls['shop.placeOrder'].body, { vfyTotal: 120 })).toEqual({});
    expect(errorsOf(calls['shop.placeOrder'].body, { vfyTotal: 120, cellNum: '0'.repeat(21) })).toEqual({
      cellNum: 'Must be at most 20 characters',
    });
    expect(calls['shop.placeOrder'].body.parse({ vfyTotal: 120, cellNum: '  ' })).toMatchObject({
      cellNum: '',
    });
    expect(errorsOf(calls['shop.placeOrder'].body, { vfyTotal: 120, cellNum: 'call me' })).toEqual({
      cellNum: 'Enter a valid mobile number',
    });
    expect(errorsOf(calls['shop.changebasketqty'].body, { action: 'double', shopBasketId: 3 })).toEqual({
      action: 'Choose one of the listed options',
    });
  });
  it('rotation takes steps 0 to 3; upload reads the campaign id from its text field', () => {
    expect(errorsOf(calls['getinvolved.imagerotate'].body, { angle: 4 })).toEqual({
      angle: 'Must be at most 3',
    });
    expect(calls['getinvolved.picupload'].body.parse({ campaignId: '12' })).toEqual({ campaignId: 12 });
  });
});
