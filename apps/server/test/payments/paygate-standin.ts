import type { ServerResponse } from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import {
  checksumValid,
  encodeFields,
  fieldOf,
  parseFields,
  signed,
  type Fields,
} from '../../src/modules/payments/providers/paygate-protocol.js';
import { escapeHtml, page, startServer, type StandinServer } from './http-standin.js';

/**
 * Plays PayGate's side for tests: PayWeb3's initiate.trans, process.trans (a hosted page with
 * Approve, Decline and Cancel), the notify post to the merchant, query.trans, all with the MD5
 * checksums in the documented field order; and PayHost's SOAP refund.
 */
export interface PayGateStandin extends StandinServer {
  transactions: Map<string, Txn>;
  refunds: { transactionId: string; amount: number }[];
  failRefunds: boolean;
  /** How many query.trans calls it has answered. */
  queries: number;
  /** When false, approving on the hosted page does not post the notify (a lost callback). */
  sendNotify: boolean;
  /** Sets a transaction's result, as a shopper would on the hosted page. */
  decide(payRequestId: string, status: '1' | '2' | '4'): void;
  /** The notify body PayGate would post for a transaction, signed (or not, for a forgery). */
  notifyBody(payRequestId: string, key?: string): string;
}

interface Txn {
  payRequestId: string;
  reference: string;
  amount: string;
  currency: string;
  returnUrl: string;
  notifyUrl: string;
  status: string;
  resultCode: string;
  resultDesc: string;
  transactionId: string;
}

export async function startPayGateStandin(paygateId: string, key: string, port = 0): Promise<PayGateStandin> {
  const transactions = new Map<string, Txn>();
  const refunds: { transactionId: string; amount: number }[] = [];

  const resultFields = (t: Txn): Fields => [
    ['PAYGATE_ID', paygateId],
    ['PAY_REQUEST_ID', t.payRequestId],
    ['REFERENCE', t.reference],
    ['TRANSACTION_STATUS', t.status],
    ['RESULT_CODE', t.resultCode],
    ['AUTH_CODE', t.status === '1' ? 'AB1234' : ''],
    ['CURRENCY', t.currency],
    ['AMOUNT', t.amount],
    ['RESULT_DESC', t.resultDesc],
    ['TRANSACTION_ID', t.transactionId],
    ['RISK_INDICATOR', 'AX'],
    ['PAY_METHOD', 'CC'],
    ['PAY_METHOD_DETAIL', 'Visa'],
  ];

  const decide = (payRequestId: string, status: '1' | '2' | '4') => {
    const t = transactions.get(payRequestId);
    if (!t) throw new Error(`No transaction ${payRequestId}`);
    t.status = status;
    t.resultCode = status === '1' ? '990017' : status === '2' ? '900003' : '990028';
    t.resultDesc =
      status === '1' ? 'Auth Done' : status === '2' ? 'Insufficient Funds' : 'Transaction cancelled by user';
    t.transactionId = String(randomInt(1e8, 1e9));
  };

  const text = (res: ServerResponse, body: string, type = 'text/plain') => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

  const server = await startServer(async (req, body, res) => {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    if (req.method !== 'POST') {
      res.writeHead(405);
      return res.end();
    }
    if (path === '/payhost/process.trans') {
      const transactionId = /<ns1:TransactionId>([^<]+)</.exec(body)?.[1] ?? '';
      const amount = Number(/<ns1:Amount>(\d+)</.exec(body)?.[1] ?? 0);
      const password = /<ns1:Password>([^<]*)</.exec(body)?.[1] ?? '';
      const ok =
        !standin.failRefunds &&
        password === key &&
        [...transactions.values()].some((t) => t.transactionId === transactionId);
      if (ok) refunds.push({ transactionId, amount });
      return text(
        res,
        `<?xml version="1.0"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><ns2:SingleFollowUpResponse xmlns:ns2="http://www.paygate.co.za/PayHOST"><ns2:RefundResponse><ns2:Status><ns2:TransactionId>${ok ? randomInt(1e8, 1e9) : ''}</ns2:TransactionId><ns2:TransactionStatusCode>${ok ? 1 : 2}</ns2:TransactionStatusCode><ns2:ResultCode>${ok ? 990017 : 900003}</ns2:ResultCode><ns2:ResultDescription>${ok ? 'Auth Done' : 'Refund declined'}</ns2:ResultDescription></ns2:Status></ns2:RefundResponse></ns2:SingleFollowUpResponse></SOAP-ENV:Body></SOAP-ENV:Envelope>`,
        'text/xml',
      );
    }
    const fields = parseFields(body);
    if (path === '/payweb3/initiate.trans') {
      if (!checksumValid(fields, key) || fieldOf(fields, 'PAYGATE_ID') !== paygateId)
        return text(res, 'ERROR=DATA_CHK');
      const names = fields.map(([k]) => k).join(',');
      if (
        names !==
        'PAYGATE_ID,REFERENCE,AMOUNT,CURRENCY,RETURN_URL,TRANSACTION_DATE,LOCALE,COUNTRY,EMAIL,NOTIFY_URL,CHECKSUM'
      )
        return text(res, 'ERROR=DATA_INV');
      const t: Txn = {
        payRequestId: randomBytes(16).toString('hex').toUpperCase(),
        reference: fieldOf(fields, 'REFERENCE'),
        amount: fieldOf(fields, 'AMOUNT'),
        currency: fieldOf(fields, 'CURRENCY'),
        returnUrl: fieldOf(fields, 'RETURN_URL'),
        notifyUrl: fieldOf(fields, 'NOTIFY_URL'),
        status: '0',
        resultCode: '',
        resultDesc: '',
        transactionId: '',
      };
      transactions.set(t.payRequestId, t);
      return text(
        res,
        encodeFields(
          signed(
            [
              ['PAYGATE_ID', paygateId],
              ['PAY_REQUEST_ID', t.payRequestId],
              ['REFERENCE', t.reference],
            ],
            key,
          ),
        ),
      );
    }
    if (path === '/payweb3/query.trans') {
      standin.queries += 1;
      const t = transactions.get(fieldOf(fields, 'PAY_REQUEST_ID'));
      if (!checksumValid(fields, key) || !t) return text(res, 'ERROR=DATA_CHK');
      return text(res, encodeFields(signed(resultFields(t), key)));
    }
    if (path === '/payweb3/process.trans') {
      const t = transactions.get(fieldOf(fields, 'PAY_REQUEST_ID'));
      const expected =
        t &&
        signed(
          [
            ['PAYGATE_ID', paygateId],
            ['PAY_REQUEST_ID', t.payRequestId],
            ['REFERENCE', t.reference],
          ],
          key,
        );
      if (!t || !expected || fieldOf(expected, 'CHECKSUM') !== fieldOf(fields, 'CHECKSUM'))
        return text(res, page('Invalid request', '<p>Checksum mismatch</p>'), 'text/html');
      const money = `R${(Number(t.amount) / 100).toFixed(2)}`;
      const act = (status: string, label: string) =>
        `<form method="post" action="/payweb3/_act"><input type="hidden" name="PAY_REQUEST_ID" value="${t.payRequestId}"><input type="hidden" name="STATUS" value="${status}"><button type="submit">${label}</button></form>`;
      return text(
        res,
        page(
          'PayGate test payment',
          `<p>Pay <strong>${escapeHtml(money)}</strong> (${escapeHtml(t.reference)})</p>${act('1', `Approve ${money}`)}${act('2', 'Decline')}${act('4', 'Cancel')}`,
        ),
        'text/html',
      );
    }
    if (path === '/payweb3/_act') {
      const t = transactions.get(fieldOf(fields, 'PAY_REQUEST_ID'));
      if (!t) return text(res, 'No such transaction');
      decide(t.payRequestId, fieldOf(fields, 'STATUS') as '1' | '2' | '4');
      if (standin.sendNotify && t.notifyUrl) {
        await fetch(t.notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: standin.notifyBody(t.payRequestId),
        }).catch(() => undefined);
      }
      // The browser goes back to the merchant with the documented return fields.
      const back = signed(
        [
          ['PAYGATE_ID', paygateId],
          ['PAY_REQUEST_ID', t.payRequestId],
          ['TRANSACTION_STATUS', t.status],
          ['REFERENCE', t.reference],
        ],
        key,
      );
      const hidden = [
        ['PAY_REQUEST_ID', t.payRequestId],
        ['TRANSACTION_STATUS', t.status],
        ['CHECKSUM', fieldOf(back, 'CHECKSUM')],
      ]
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v!)}">`)
        .join('');
      return text(
        res,
        page(
          'Payment processed',
          `<form method="post" action="${escapeHtml(t.returnUrl)}">${hidden}<button type="submit">Return to the merchant</button></form>`,
        ),
        'text/html',
      );
    }
    res.writeHead(404);
    res.end();
  }, port);

  const standin: PayGateStandin = {
    ...server,
    transactions,
    refunds,
    failRefunds: false,
    queries: 0,
    sendNotify: true,
    decide,
    notifyBody(payRequestId, signingKey = key) {
      const t = transactions.get(payRequestId);
      if (!t) throw new Error(`No transaction ${payRequestId}`);
      return encodeFields(
        signed(
          [
            ...resultFields(t),
            ['USER1', ''],
            ['USER2', ''],
            ['USER3', ''],
            ['VAULT_ID', ''],
            ['PAYVAULT_DATA_1', ''],
            ['PAYVAULT_DATA_2', ''],
          ],
          signingKey,
        ),
      );
    },
  };
  return standin;
}
