// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen } from '../../test/render-screen';
import { LoginForm } from './LoginForm';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

describe('the sign-in form', () => {
  it('too many sign-in attempts (429) show one message on the form and no dialog', async () => {
    const { user, api } = renderScreen(<LoginForm />, {
      path: '/',
      member: null,
      api: { 'member.login': failure(429, TOO_MANY) },
    });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/^Member number/), '100150');
    await user.type(within(form).getAllByLabelText(/^Password/)[0]!, 'wrong-pass1');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByText(TOO_MANY)).toBeVisible();
    expect(screen.getAllByText(TOO_MANY)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf('member.login')).toHaveLength(1);
  });
});
