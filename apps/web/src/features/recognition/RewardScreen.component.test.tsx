// @vitest-environment happy-dom
import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api';
import { fallbackBranding } from '../../lib/branding';
import { aMemberRow } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { chooseMember, fieldErrorsIn } from '../../test/select-members';
import { AdhocRecognitionScreen, PayItForwardScreen, SimplySayScreen } from './RewardScreen';

const JAMES = aMemberRow();
const memberSearch = {
  'site.getdivisionlist': { countryList: [], divisionList: [] },
  'site.getmemberlist': { memberList: [JAMES] },
} satisfies Answers;

describe('reward forms', () => {
  it('an empty submit shows every missing field at once, and each error goes as soon as it is fixed', async () => {
    const { user, api } = renderScreen(<SimplySayScreen />, { path: '/recognise', api: memberSearch });
    const form = screen.getByRole('form', { name: 'Simply Say' });
    await user.click(screen.getByRole('button', { name: 'Send e-card' }));
    // Recipients and value together, not one per press.
    expect(fieldErrorsIn(form)).toEqual([MESSAGES.recipientsRequired, expect.any(String)]);
    expect(screen.getByText('Nobody chosen yet', { exact: false })).toBeInTheDocument();
    // Each error goes as soon as its field is fixed.
    await user.click(screen.getByRole('radio', { name: 'Thank You' }));
    expect(fieldErrorsIn(form)).toEqual([MESSAGES.recipientsRequired]);
    await chooseMember(user, JAMES.memberNumber, 'James Whitfield');
    expect(fieldErrorsIn(form)).toEqual([]);
    expect(api.bodiesOf('reward.doreward')).toEqual([]);
  });

  it('Send by starts as the spec says, and where it starts empty the message box says why', async () => {
    const simplySay = renderScreen(<SimplySayScreen />, { path: '/recognise' });
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    simplySay.unmount();

    const payItForward = renderScreen(<PayItForwardScreen />, { path: '/rewardpayitforward' });
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    payItForward.unmount();

    const { user } = renderScreen(<AdhocRecognitionScreen />, {
      path: '/adhocrecognition',
      member: { isManager: true, awardsPointsAvailableMng: 5000 },
    });
    expect(screen.getByText('Choose how to send first.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'SMS' })).not.toBeChecked();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(screen.getByLabelText('Message')).toBeEnabled();
  });

  it('a value the programme translated reads translated, and the send carries its source wording', async () => {
    // The server answers valueNames in the reader's language; any language shows the same way.
    const { user, api } = renderScreen(<SimplySayScreen />, {
      path: '/recognise',
      api: {
        ...memberSearch,
        'site.branding': { ...fallbackBranding, valueNames: { 'Thank You': 'Merci' } },
        'reward.doreward': { ok: true },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Merci' }));
    expect(screen.queryByRole('radio', { name: 'Thank You' })).toBeNull();
    await chooseMember(user, JAMES.memberNumber, 'James Whitfield');
    await user.click(screen.getByRole('button', { name: 'Send e-card' }));
    await screen.findByText(/received Merci/);
    expect(api.bodiesOf('reward.doreward')).toEqual([expect.objectContaining({ reason: 'Thank You' })]);
  });
});
