import type { Config } from '../../../config.js';
import {
  checksumValid,
  encodeFields,
  fieldOf,
  parseFields,
  signed,
  statusOf,
  transactionDate,
  type Fields,
} from './paygate-protocol.js';
import {
  ProviderError,
  type CardProvider,
  type ProviderOutcome,
  type ProviderPaymentRef,
  type StartRequest,
  type StartedPayment,
} from './types.js';

/**
 * PayGate PayWeb3 (South Africa): initiate.trans answers a PAY_REQUEST_ID, the browser posts it
 * to process.trans, PayGate posts the result to our notify URL, and query.trans confirms it
 * before an order is placed. Refunds go through PayHost's SingleFollowUp refund request.
 */
export class PayGateProvider implements CardProvider {
  readonly name = 'paygate' as const;
  constructor(private readonly config: Config) {}

  private get base() {
    return this.config.PAYGATE_BASE_URL.replace(/\/$/, '');
  }

  async start(req: StartRequest): Promise<StartedPayment> {
    const fields: Fields = [
      ['PAYGATE_ID', this.config.PAYGATE_ID],
      ['REFERENCE', req.reference],
      ['AMOUNT', String(req.amountMinor)],
      ['CURRENCY', req.currency],
      ['RETURN_URL', req.returnUrl],
      ['TRANSACTION_DATE', transactionDate(new Date())],
      ['LOCALE', 'en-za'],
      ['COUNTRY', 'ZAF'],
      ['EMAIL', req.email],
      ['NOTIFY_URL', req.notifyUrl],
    ];
    const answer = await this.post('initiate.trans', signed(fields, this.config.PAYGATE_KEY));
    const error = fieldOf(answer, 'ERROR');
    if (error) throw new ProviderError(`PayGate initiate refused: ${error}`);
    if (!checksumValid(answer, this.config.PAYGATE_KEY))
      throw new ProviderError('PayGate initiate answer failed its checksum');
    const payRequestId = fieldOf(answer, 'PAY_REQUEST_ID');
    if (fieldOf(answer, 'REFERENCE') !== req.reference || !payRequestId)
      throw new ProviderError('PayGate initiate answered another reference');
    const process = signed(
      [
        ['PAYGATE_ID', this.config.PAYGATE_ID],
        ['PAY_REQUEST_ID', payRequestId],
        ['REFERENCE', req.reference],
      ],
      this.config.PAYGATE_KEY,
    );
    return {
      providerRef: payRequestId,
      redirect: {
        url: `${this.base}/process.trans`,
        method: 'POST',
        fields: { PAY_REQUEST_ID: payRequestId, CHECKSUM: fieldOf(process, 'CHECKSUM') },
      },
    };
  }

  async query(ref: ProviderPaymentRef): Promise<ProviderOutcome> {
    const answer = await this.post(
      'query.trans',
      signed(
        [
          ['PAYGATE_ID', this.config.PAYGATE_ID],
          ['PAY_REQUEST_ID', ref.providerRef],
          ['REFERENCE', ref.reference],
        ],
        this.config.PAYGATE_KEY,
      ),
    );
    const error = fieldOf(answer, 'ERROR');
    if (error) throw new ProviderError(`PayGate query refused: ${error}`);
    if (!checksumValid(answer, this.config.PAYGATE_KEY))
      throw new ProviderError('PayGate query answer failed its checksum');
    if (fieldOf(answer, 'PAY_REQUEST_ID') !== ref.providerRef)
      throw new ProviderError('PayGate query answered another payment');
    return notifyOutcome(answer);
  }

  /** PayWeb3 has no call to withdraw a payment page; a payment not approved by now is treated as given up. */
  async cancel(ref: ProviderPaymentRef): Promise<ProviderOutcome> {
    const now = await this.query(ref);
    return now.status === 'pending' ? { ...now, status: 'cancelled' } : now;
  }

  async refund(ref: ProviderPaymentRef, amountMinor: number): Promise<string> {
    if (!this.config.PAYGATE_PAYHOST_PASSWORD)
      throw new ProviderError(
        'PayHost password not configured: refund this payment in the PayGate back office',
      );
    if (!ref.providerTxnId) throw new ProviderError('PayGate transaction id unknown');
    const xml = refundEnvelope(
      this.config.PAYGATE_ID,
      this.config.PAYGATE_PAYHOST_PASSWORD,
      ref.providerTxnId,
      amountMinor,
    );
    const res = await this.fetch(this.config.PAYGATE_PAYHOST_URL, xml, 'text/xml; charset=utf-8');
    const code = /<(?:\w+:)?TransactionStatusCode>(\d+)</.exec(res)?.[1];
    const description = /<(?:\w+:)?ResultDescription>([^<]*)</.exec(res)?.[1] ?? 'no answer';
    if (code !== '1') throw new ProviderError(`PayGate refund refused: ${description}`);
    return /<(?:\w+:)?TransactionId>([^<]+)</.exec(res)?.[1] ?? ref.providerTxnId;
  }

  private async post(endpoint: string, fields: Fields): Promise<Fields> {
    const text = await this.fetch(
      `${this.base}/${endpoint}`,
      encodeFields(fields),
      'application/x-www-form-urlencoded',
    );
    return parseFields(text.trim());
  }

  private async fetch(url: string, body: string, type: string): Promise<string> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new ProviderError(`PayGate unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`PayGate answered ${res.status}`);
    return text;
  }
}

/** The outcome in a notify or query answer (same fields). */
export function notifyOutcome(fields: Fields): ProviderOutcome {
  const amount = fieldOf(fields, 'AMOUNT');
  return {
    status: statusOf(fieldOf(fields, 'TRANSACTION_STATUS')),
    amountMinor: /^\d+$/.test(amount) ? Number(amount) : null,
    currency: fieldOf(fields, 'CURRENCY') || null,
    txnId: fieldOf(fields, 'TRANSACTION_ID'),
  };
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** PayHost SingleFollowUpRequest with a RefundRequest, as PayGate documents it. */
export function refundEnvelope(
  paygateId: string,
  password: string,
  transactionId: string,
  amountMinor: number,
) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="http://www.paygate.co.za/PayHOST">
  <SOAP-ENV:Body>
    <ns1:SingleFollowUpRequest>
      <ns1:RefundRequest>
        <ns1:Account>
          <ns1:PayGateId>${escapeXml(paygateId)}</ns1:PayGateId>
          <ns1:Password>${escapeXml(password)}</ns1:Password>
        </ns1:Account>
        <ns1:TransactionId>${escapeXml(transactionId)}</ns1:TransactionId>
        <ns1:Amount>${amountMinor}</ns1:Amount>
      </ns1:RefundRequest>
    </ns1:SingleFollowUpRequest>
  </SOAP-ENV:Body>
</SOAP-ENV:Envelope>`;
}
