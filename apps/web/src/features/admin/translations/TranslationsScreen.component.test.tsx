// @vitest-environment happy-dom
import type { adminTranslations } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
import { failure, renderScreen } from '../../../test/render-screen';
import TranslationsScreen from './TranslationsScreen';

type Subject = adminTranslations.TTranslatedSubject;

const value = (key: string, translations: Record<string, string> = {}): Subject => ({
  key,
  label: key,
  fields: [{ field: 'name', source: key, translations }],
});

const CATEGORY: Subject = {
  key: 'Collaboration',
  label: 'Collaboration',
  fields: [
    { field: 'name', source: 'Collaboration', translations: {} },
    { field: 'help', source: 'Works across teams.', translations: { fr: 'Travaille avec les autres.' } },
  ],
};

const translations = () =>
  renderScreen(<TranslationsScreen />, {
    path: '/admin/translations',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.translations': ({ kind }) => ({
        subjects:
          kind === 'value' ? [value('Thank You', { fr: 'Merci', ar: 'شكرًا لك' }), value('Hi5')] : [CATEGORY],
      }),
      'admin.translationsave': (body) => ({
        subject: {
          ...value(body.key),
          fields: [{ field: 'name', source: body.key, translations: { de: 'Danke' } }],
        },
      }),
    },
  });

describe('the translations page', () => {
  it('lists a kind’s subjects with how many languages each has, and opens a box per language', async () => {
    const { user } = translations();
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('2 of 10 translated')).toBeInTheDocument();
    expect(screen.getByText('0 of 10 translated')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Translate' })[0]!);
    expect(screen.getByRole('textbox', { name: 'Français (fr)' })).toHaveValue('Merci');
    const arabic = screen.getByRole('textbox', { name: 'العربية (ar)' });
    expect(arabic).toHaveValue('شكرًا لك');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'Deutsch (de)' })).toHaveValue('');
    expect(screen.getAllByRole('textbox', { name: /\([a-zA-Z-]+\)$/ })).toHaveLength(10);
  });

  it('saves every language at once, an empty one sent empty to fall back', async () => {
    const { user, api } = translations();
    await user.click((await screen.findAllByRole('button', { name: 'Translate' }))[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Deutsch (de)' }), 'Danke');
    await user.clear(screen.getByRole('textbox', { name: 'Français (fr)' }));
    await user.click(screen.getByRole('button', { name: 'Save translations of Value' }));
    expect(await screen.findByText('The translations are saved.')).toBeInTheDocument();
    const [sent] = api.bodiesOf('admin.translationsave');
    expect(sent).toMatchObject({ kind: 'value', key: 'Thank You', field: 'name' });
    expect(sent!.translations).toMatchObject({ de: 'Danke', fr: '', ar: 'شكرًا لك', es: '' });
  });

  it('shows the server’s refusal under the language it names', async () => {
    const { user, api } = translations();
    api.answer(
      'admin.translationsave',
      failure(400, 'Please correct the highlighted fields.', {
        'translations.de': 'At most 100 characters',
      }),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Translate' }))[1]!);
    await user.type(screen.getByRole('textbox', { name: 'Deutsch (de)' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save translations of Value' }));
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
  });

  it('shows another kind’s fields when it is picked', async () => {
    const { user, api } = translations();
    await screen.findByRole('heading', { name: 'Thank You' });
    await user.click(screen.getByRole('textbox', { name: 'What to translate' }));
    await user.click(await screen.findByRole('option', { name: 'Nomination categories' }));
    expect(await screen.findByRole('heading', { name: 'Collaboration' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf('admin.translations').at(-1)).toEqual({ kind: 'nominationCategory' }),
    );
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByRole('button', { name: 'Save translations of Category name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save translations of Help text' })).toBeInTheDocument();
  });

  it('is German in German', async () => {
    await showInTest('de');
    translations();
    expect(await screen.findByRole('heading', { name: 'Übersetzungen' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Übersetzen' })).toHaveLength(2);
    expect(screen.getByText('2 von 10 übersetzt')).toBeInTheDocument();
  });
});
