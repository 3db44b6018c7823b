// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { PayItForwardScreen, SimplySayScreen } from './RewardScreen';

const ENGLISH = [
  'Send a colleague an e-card to say thank you. No points, just appreciation.',
  'Send e-card',
  'Send by',
  'Your message will appear here.',
  'Preview',
  'Choose a value',
];

function expectNoEnglish() {
  for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
}

describe('the reward screens in other languages', () => {
  it('Simply Say speaks German; the programme’s name for it stays', async () => {
    await showInTest('de');
    renderScreen(<SimplySayScreen />, { path: '/recognise' });
    expect(screen.getByRole('heading', { level: 1, name: 'Simply Say' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Senden Sie einer Kollegin oder einem Kollegen eine E-Card als Dankeschön. Keine Punkte, einfach Wertschätzung.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-Card senden' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-Mail' })).toBeChecked();
    expect(screen.getByText('Ihre Nachricht erscheint hier.')).toBeInTheDocument();
    expectNoEnglish();
  });

  it('Pay It Forward speaks Arabic, its balance a number in Arabic text', async () => {
    await showInTest('ar');
    renderScreen(<PayItForwardScreen />, {
      path: '/rewardpayitforward',
      member: { awardsPointsAvailable1: 1250 },
    });
    expect(screen.getByRole('button', { name: 'مرِّرها للآخرين' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'رسالة نصية' })).toBeChecked();
    expect(screen.getByText(/^يحصل كل مستلم على هذا المقدار\. لديك .+ لتمنحها\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Each recipient receives this amount/)).toBeNull();
    expect(screen.queryByText('Pay it forward')).toBeNull();
    expectNoEnglish();
  });
});
