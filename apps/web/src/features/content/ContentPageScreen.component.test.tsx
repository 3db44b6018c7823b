// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackBranding } from '../../lib/branding';
import { showInTest } from '../../test/i18n';
import { failure, renderScreen } from '../../test/render-screen';
import ContentPageScreen from './ContentPageScreen';

const { programmeName } = fallbackBranding;

const renderPage = (answer: Parameters<typeof renderScreen>[1]['api']) =>
  renderScreen(<ContentPageScreen />, { path: '/faq', route: '/:contentKey', api: answer });

describe('Content pages in other languages', () => {
  it('show the admin’s own title as written, in any language', async () => {
    await showInTest('de');
    renderPage({ 'site.getcontentdb': { title: 'Frequently Asked Questions', content: '<p>Ask us.</p>' } });
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Frequently Asked Questions · ${programmeName}`));
  });

  it('say a page that fails to load is unavailable, in German', async () => {
    await showInTest('de');
    renderPage({ 'site.getcontentdb': failure(500, 'Database unavailable') });
    expect(await screen.findByRole('heading', { name: 'Inhalt nicht verfügbar' })).toBeInTheDocument();
    expect(screen.queryByText('Content unavailable')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Inhalt nicht verfügbar · ${programmeName}`));
  });

  it('say a page that fails to load is unavailable, in Arabic', async () => {
    await showInTest('ar');
    renderPage({ 'site.getcontentdb': failure(500, 'Database unavailable') });
    expect(await screen.findByRole('heading', { name: 'المحتوى غير متاح' })).toBeInTheDocument();
    expect(screen.queryByText('Content unavailable')).toBeNull();
  });
});

describe('a content page that does not exist', () => {
  it('says Page not found under its own title, without an error dialog or “Loading...”, with the way back', async () => {
    const { user, location } = renderScreen(<ContentPageScreen />, {
      path: '/no-such-page',
      route: '/:contentKey',
      api: { 'site.getcontentdb': failure(404, 'Sorry, that page does not exist.') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Page not found · ${programmeName}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByText('Error retrieving content')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(location().pathname).toBe('/');
  });
});
