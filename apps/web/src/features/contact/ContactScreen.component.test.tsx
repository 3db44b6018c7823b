// @vitest-environment happy-dom
import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackBranding } from '../../lib/branding';
import { showInTest } from '../../test/i18n';
import type { Answers } from '../../test/fake-api';
import { failure, renderScreen } from '../../test/render-screen';
import ContactScreen from './ContactScreen';

const { programmeName } = fallbackBranding;
const renderContact = (answers: Answers = {}) =>
  renderScreen(<ContactScreen />, {
    path: '/contactus',
    member: null,
    // The terms behind the checkbox's link load with the screen.
    api: { 'site.getcontentdb': { title: 'Terms and Conditions', content: '<p>Be kind.</p>' }, ...answers },
  });

const ENGLISH = ['Contact Us', 'Send message', 'Your name'];

describe('sending a message', () => {
  const MESSAGE = {
    ContactName: 'Hannah Okafor',
    EmailAddress: 'hannah.okafor@example.test',
    Message: 'My voucher code has not arrived.',
    AcceptTerms: true,
  };

  async function fillAndSend(user: ReturnType<typeof renderContact>['user']) {
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), MESSAGE.ContactName);
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), MESSAGE.EmailAddress);
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), MESSAGE.Message);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
  }

  it('sends the form as filled in, says it was sent and empties the form', async () => {
    const { user, api } = renderContact({ 'site.contactussend': { ok: true } });
    await fillAndSend(user);

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(api.bodiesOf('site.contactussend')).toEqual([MESSAGE]);
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
  });

  it('shows the server’s refusal as a warning and keeps what was typed', async () => {
    const { user } = renderContact({
      'site.contactussend': failure(400, 'Please wait a minute before sending another message.'),
    });
    await fillAndSend(user);

    expect(
      await screen.findByText('Please wait a minute before sending another message.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactSent)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue(MESSAGE.ContactName);
  });
});

describe('Contact Us in other languages', () => {
  it('keeps the English wording', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Questions about ${programmeName}, your points or an order? Send us a message and we will reply by e-mail.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the form in German', async () => {
    await showInTest('de');
    renderContact();
    expect(await screen.findByRole('heading', { name: 'Kontakt' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Fragen zu ${programmeName}, Ihren Punkten oder einer Bestellung? Senden Sie uns eine Nachricht, wir antworten per E-Mail.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ihr Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
    expect(document.title).toBe(`Kontakt · ${programmeName}`);
    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  });

  it('shows the form in Arabic', async () => {
    await showInTest('ar');
    renderContact();
    expect(await screen.findByRole('heading', { name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اسمك' })).toBeInTheDocument();
    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  });
});
