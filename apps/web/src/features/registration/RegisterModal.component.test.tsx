// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RegisterModal from './RegisterModal';
import { renderScreen } from '../../test/render-screen';
import { aMember, homeDataOf } from '../../test/members';
import { getToken } from '../../lib/session';

describe('registering', () => {
  it('lands the member signed in on Home', async () => {
    const onClose = vi.fn();
    const newcomer = aMember({
      firstname: 'Nadia',
      firstSteps: { firstVisit: true, show: true, photo: false, thank: false, points: false },
    });
    const { user, api, location } = renderScreen(<RegisterModal opened onClose={onClose} />, {
      path: '/welcome',
      member: null,
      api: {
        'site.getcontentdb': { title: 'Terms and Conditions', content: '<p>Terms.</p>' },
        'member.sendcell2factorsms': { auth: 'handle' },
        'member.cell2factorverify': { ...homeDataOf(newcomer), token: 'new-session' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Member number/ }), '100007');
    await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'nadia@example.test');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '+447700900777');
    await user.type(screen.getByLabelText(/^Password/), 'Camellia2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getToken()).toBe('new-session');
    expect(onClose).toHaveBeenCalled();
    expect(api.bodiesOf('member.cell2factorverify')[0]).toMatchObject({ otp: '123456', auth: 'handle' });
    expect(screen.queryByText('You have successfully registered.')).toBeNull();
  });
});
