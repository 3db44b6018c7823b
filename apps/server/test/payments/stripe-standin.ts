import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { escapeHtml, page, startServer, type StandinServer } from './http-standin.js';

/**
 * Plays Stripe's side for tests: the Checkout Session endpoints (create, retrieve, expire) and
 * refunds as the SDK calls them (form-encoded bodies, Idempotency-Key, JSON answers and error
 * objects), a hosted payment page, and webhook events signed with the endpoint secret by the
 * SDK's own test-header helper.
 */
export interface StripeStandin extends StandinServer {
  sessions: Map<string, Session>;
  refunds: RefundRecord[];
  /** How many sessions were created, counting idempotent repeats once. */
  created: number;
  /** When set, refunds are declined with this message. */
  failRefunds: string | null;
  /** When set, paying on the hosted page posts checkout.session.completed here. */
  webhookUrl: string | null;
  /** Marks a session paid (as the hosted page does) and answers the completed event. */
  pay(sessionId: string): SignedEvent;
  event(type: string, sessionId: string, timestamp?: number): SignedEvent;
}

export interface SignedEvent {
  payload: string;
  signature: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  customer_email: string | null;
  url: string | null;
  mode: 'payment';
}
interface RefundRecord {
  id: string;
  payment_intent: string;
  amount: number;
  idempotencyKey: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startStripeStandin(webhookSecret: string, port = 0): Promise<StripeStandin> {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, unknown>();
  const refunds: RefundRecord[] = [];
  const stripe = new Stripe('sk_test_standin');
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
    json(res, status, { error: { type, message } });

  const signedEvent = (type: string, object: unknown, timestamp?: number): SignedEvent => {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });
    return { payload, signature };
  };

  const markPaid = (s: Session) => {
    if (s.status === 'open') {
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent = id('pi');
      s.url = null;
    }
    return signedEvent('checkout.session.completed', s);
  };

  const deliver = async (event: SignedEvent) => {
    if (!standin.webhookUrl) return;
    await fetch(standin.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    }).catch(() => undefined);
  };

  const server = await startServer(async (req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const form = new URLSearchParams(body);
    const key = String(req.headers['idempotency-key'] ?? '');
    const auth = req.headers.authorization ?? '';
    const path = url.pathname;

    if (path.startsWith('/v1/') && !auth.startsWith('Bearer sk_'))
      return error(res, 401, 'No API key provided');

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (key && byKey.has(key)) return json(res, 200, byKey.get(key));
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const currency = form.get('line_items[0][price_data][currency]') ?? '';
      if (!Number.isInteger(amount) || amount < 1) return error(res, 400, 'Invalid unit_amount');
      const expiresAt = Number(form.get('expires_at'));
      if (expiresAt * 1000 < Date.now() + 30 * 60_000 - 5000)
        return error(res, 400, 'expires_at must be at least 30 minutes from now');
      const sid = id('cs');
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const s: Session = {
        id: sid,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        client_reference_id: form.get('client_reference_id'),
        metadata,
        payment_intent: null,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: expiresAt,
        customer_email: form.get('customer_email'),
        url: `${base}/pay/${sid}`,
        mode: 'payment',
      };
      sessions.set(sid, s);
      standin.created += 1;
      if (key) byKey.set(key, s);
      return json(res, 200, s);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const s = sessions.get(sessionPath[1]!);
      if (!s) return error(res, 404, `No such checkout.session: '${sessionPath[1]}'`);
      if (req.method === 'GET') return json(res, 200, s);
      if (s.status !== 'open')
        return error(res, 400, 'Only Checkout Sessions with a status of open can be expired.');
      s.status = 'expired';
      s.url = null;
      return json(res, 200, s);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (key && byKey.has(key)) return json(res, 200, byKey.get(key));
      if (standin.failRefunds) return error(res, 402, standin.failRefunds, 'card_error');
      const intent = form.get('payment_intent') ?? '';
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!paid) return error(res, 400, `No such payment_intent: '${intent}'`);
      const amount = Number(form.get('amount') ?? paid.amount_total);
      const already = refunds.filter((r) => r.payment_intent === intent).reduce((a, r) => a + r.amount, 0);
      if (amount + already > paid.amount_total)
        return error(res, 400, 'Refund amount is greater than the unrefunded amount');
      const refund = {
        id: id('re'),
        object: 'refund',
        status: 'succeeded',
        amount,
        payment_intent: intent,
        currency: paid.currency,
      };
      refunds.push({ id: refund.id, payment_intent: intent, amount, idempotencyKey: key });
      if (key) byKey.set(key, refund);
      return json(res, 200, refund);
    }

    // The hosted payment page.
    const payPage = /^\/pay\/(\w+)(\/(complete))?$/.exec(path);
    if (payPage) {
      const s = sessions.get(payPage[1]!);
      if (!s || s.status !== 'open') {
        res.writeHead(410, { 'content-type': 'text/html' });
        return res.end(page('This payment page has expired', ''));
      }
      if (req.method === 'POST' && payPage[3]) {
        const event = markPaid(s);
        await deliver(event);
        res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
        return res.end();
      }
      const money = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        page(
          'Test payment page',
          `<p>Pay <strong data-testid="amount">${escapeHtml(money)}</strong> to the rewards shop.</p>
<form method="post" action="/pay/${s.id}/complete"><button type="submit">Pay ${escapeHtml(money)}</button></form>
<a class="button" href="${escapeHtml(s.cancel_url)}">Cancel and go back</a>`,
        ),
      );
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }, port);
  base = server.url;

  const standin: StripeStandin = {
    ...server,
    sessions,
    refunds,
    created: 0,
    failRefunds: null,
    webhookUrl: null,
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`No session ${sessionId}`);
      return markPaid(s);
    },
    event(type, sessionId, timestamp) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`No session ${sessionId}`);
      if (type === 'checkout.session.expired' && s.status === 'open') s.status = 'expired';
      return signedEvent(type, s, timestamp);
    },
  };
  return standin;
}
