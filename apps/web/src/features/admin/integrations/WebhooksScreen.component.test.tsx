// @vitest-environment happy-dom
import { SECRETS_MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import WebhooksScreen from './WebhooksScreen';

describe('the webhooks page', () => {
  it('says why no endpoint can be added while the server has no SECRETS_KEY', async () => {
    renderScreen(<WebhooksScreen />, {
      path: '/admin/integrations/webhooks',
      api: { 'admin.webhooks': { endpoints: [], secretsKeyMissing: true } },
    });
    expect(await screen.findByText(SECRETS_MESSAGES.keyMissing)).toBeInTheDocument();
  });

  it('says nothing of it when secrets can be stored', async () => {
    renderScreen(<WebhooksScreen />, {
      path: '/admin/integrations/webhooks',
      api: { 'admin.webhooks': { endpoints: [], secretsKeyMissing: false } },
    });
    expect(await screen.findByText('Add an endpoint')).toBeInTheDocument();
    expect(screen.queryByText(SECRETS_MESSAGES.keyMissing)).toBeNull();
  });
});
