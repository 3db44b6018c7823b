// @vitest-environment happy-dom
import { NOMINATION_CATEGORIES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { NominateScreen } from './NominateScreen';

const ENGLISH = [
  'Submit nomination',
  'Which of our values did they live?',
  'What did they do, and what difference did it make?',
  /Nominate a colleague, or a whole division/,
  /characters remaining/,
];

function renderNominate() {
  return renderScreen(<NominateScreen />, {
    path: '/nominate',
    api: {
      'nom.nomcats': {
        categories: NOMINATION_CATEGORIES.map((c) => ({
          nomCat: c.nomCat,
          name: c.nomCat,
          helpText: c.help,
        })),
      },
    },
  });
}

function expectNoEnglish() {
  for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  expect(screen.queryByPlaceholderText(ENGLISH[2] as string)).toBeNull();
}

describe('the nominate form in other languages', () => {
  it('speaks German, with the admin’s categories left as they were typed', async () => {
    await showInTest('de');
    renderNominate();
    expect(screen.getByRole('heading', { level: 1, name: 'Nominieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nominierung einreichen' })).toBeInTheDocument();
    expect(screen.getByText('Noch 750 Zeichen')).toBeInTheDocument();
    expect(
      screen.getByText(/^Nominieren Sie eine Kollegin, einen Kollegen oder einen ganzen Bereich/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Welchen unserer Werte hat die Person gelebt?')).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText('Was hat die Person getan, und was hat es bewirkt?'),
    ).toBeInTheDocument();
    // Programme data is nobody's message: the category keeps the name the admin gave it.
    expect(screen.getByRole('radio', { name: /^Collaboration/ })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('speaks Arabic, right to left', async () => {
    await showInTest('ar');
    renderNominate();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'ترشيح' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الترشيح' })).toBeInTheDocument();
    expect(await screen.findByText('أيّ قيمة من قيمنا جسّدها؟')).toBeInTheDocument();
    expect(screen.getByText(/يتبقى .*750.* حرف/)).toBeInTheDocument();
    expect(screen.getByText(/^رشّح زميلًا، أو قسمًا كاملًا، يجسّد إحدى قيمنا/)).toBeInTheDocument();
    expectNoEnglish();
  });
});
