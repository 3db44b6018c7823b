// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { CelebrationsScreen } from './CelebrationsScreen';

const TODAY = {
  report: [
    {
      what: 'BDAY' as const,
      memberId: 'm-100007',
      firstName: 'Priya',
      surname: 'Natarajan',
      division: 'Retail',
      picId: '',
      interest1: true,
      years: 0,
    },
    {
      what: 'ANNIV' as const,
      memberId: 'm-100008',
      firstName: 'Tom',
      surname: 'Reilly',
      division: 'Logistics',
      picId: '',
      interest1: false,
      years: 5,
    },
  ],
};

function showToday() {
  return renderScreen(<CelebrationsScreen />, {
    path: '/celebrations',
    api: { 'site.getcelebrations': TODAY },
  });
}

const ENGLISH = [
  'Colleagues with a birthday or a work anniversary today. Send them a card or pass on a few points.',
  'Birthdays',
  'Work anniversaries',
  '5 years with us',
];

describe('Celebrate With Us in other languages', () => {
  it('in English keeps the wording as it was', async () => {
    showToday();
    await screen.findByRole('heading', { level: 2, name: 'Birthdays' });
    for (const sentence of ENGLISH) expect(screen.getByText(sentence)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Simply Say to Priya Natarajan' })).toBeVisible();
  });

  it('in German shows the day’s celebrations in German; names and divisions stay as they are', async () => {
    await showInTest('de');
    showToday();
    await screen.findByRole('heading', { level: 2, name: 'Geburtstage' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dienstjubiläen' })).toBeVisible();
    expect(screen.getByText('5 Jahre bei uns')).toBeVisible();
    expect(screen.getByText('Geburtstag')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Simply Say an Priya Natarajan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Priya Natarajan kennenlernen' })).toBeVisible();
    expect(screen.getByText('Logistics')).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('in Arabic shows the day’s celebrations in Arabic', async () => {
    await showInTest('ar');
    showToday();
    await screen.findByRole('heading', { level: 2, name: 'أعياد الميلاد' });
    expect(screen.getByText('5 سنوات معنا')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay It Forward إلى Tom Reilly' })).toBeVisible();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('in Arabic says so when nobody is celebrating', async () => {
    await showInTest('ar');
    renderScreen(<CelebrationsScreen />, {
      path: '/celebrations',
      api: { 'site.getcelebrations': { report: [] } },
    });
    expect(await screen.findByText('عذرًا، لا توجد احتفالات اليوم')).toBeVisible();
    expect(screen.queryByText('Sorry we are not celebrating today')).toBeNull();
  });
});
