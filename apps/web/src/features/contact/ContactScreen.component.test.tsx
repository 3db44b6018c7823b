// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackBranding } from '../../lib/branding';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import ContactScreen from './ContactScreen';

const { programmeName } = fallbackBranding;
const renderContact = () =>
  renderScreen(<ContactScreen />, {
    path: '/contactus',
    member: null,
    // The terms behind the checkbox's link load with the screen.
    api: { 'site.getcontentdb': { title: 'Terms and Conditions', content: '<p>Be kind.</p>' } },
  });

const ENGLISH = ['Contact Us', 'Send message', 'Your name'];

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
