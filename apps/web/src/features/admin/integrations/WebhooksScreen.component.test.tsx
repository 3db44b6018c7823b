// @vitest-environment happy-dom
import { SECRETS_MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
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

  it('is all Arabic in Arabic: the form, the endpoint and its counts', async () => {
    await showInTest('ar');
    const { user } = renderScreen(<WebhooksScreen />, {
      path: '/admin/integrations/webhooks',
      api: {
        'admin.webhooks': {
          endpoints: [
            {
              id: 1,
              name: 'HR system',
              url: 'https://hr.example.com/hooks',
              events: ['recognition.created'],
              enabled: true,
              createdAt: '2026-12-01T10:00:00.000Z',
              counts: { pending: 1, sent: 5, failed: 0 },
            },
          ],
          secretsKeyMissing: false,
        },
        'admin.webhookdeliveries': {
          deliveries: [
            {
              id: 9,
              event: 'recognition.created',
              messageId: 'msg_1',
              status: 'failed',
              attempts: 2,
              createdAt: '2026-12-01T10:00:00.000Z',
              nextAttemptAt: '2026-12-01T10:05:00.000Z',
              sentAt: null,
              lastError: 'HTTP 500',
            },
          ],
          total: 1,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'خطافات الويب' })).toBeInTheDocument();
    expect(await screen.findByText('إضافة نقطة نهاية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة نقطة النهاية' })).toBeInTheDocument();
    expect(screen.getByText('سُلّم: 5 · قيد الانتظار: 1 · فشل: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سجل التسليم' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'سجل التسليم' }));
    expect(screen.getByRole('button', { name: 'إخفاء سجل التسليم' })).toBeInTheDocument();
    // The delivery's state and its tries, with the Arabic dual.
    expect(await screen.findByText('فشل', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('محاولتان', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'الكل' })).toBeInTheDocument();
    const english = [
      'Add an endpoint',
      'Events go to each endpoint signed as the Standard Webhooks specification says',
      'Endpoints',
      'delivered',
      'Delivery log',
      'tries',
      'Send again',
    ];
    expect(english.filter((s) => screen.queryAllByText(s, { exact: false }).length > 0)).toEqual([]);
  });
});
