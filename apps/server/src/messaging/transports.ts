import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { OutboxChannel } from '../db/schema.js';
import { emailHtml } from './ecard.js';
import { headerAddress, headerText } from './header-safe.js';

export interface Deliverable {
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** The template and cause, for transports that render at send time (chat posts). */
  template?: string;
  refType?: string | null;
  /** What the message is about; webhook deliveries carry their webhook-id here. */
  refId?: string | null;
}
export interface Transport {
  send(msg: Deliverable): Promise<void>;
  close?(): void;
}
export type Transports = Partial<Record<OutboxChannel, Transport>>;

/** E-mail through SMTP when SMTP_URL is set (smtp://user:pass@host:port, smtps://… for TLS). */
export function emailTransport(config: Config): Transport | undefined {
  if (!config.SMTP_URL) return undefined;
  const smtpUrl = config.SMTP_URL;
  // nodemailer is loaded with the first e-mail sent, not at start.
  let mailer: Promise<Transporter> | null = null;
  const connect = () =>
    (mailer ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(msg) {
      const transporter = await connect();
      // Cleaned again here for rows written before the outbox cleaned them; the recipient goes
      // as one address object, so nodemailer never reads it as a list of several.
      await transporter.sendMail({
        from: headerText(config.MAIL_FROM),
        to: { name: '', address: headerAddress(msg.recipient) },
        subject: headerText(msg.subject),
        text: msg.bodyText,
        ...(msg.bodyHtml ? { html: await emailHtml(config, msg) } : {}),
      });
    },
    close: () => void mailer?.then((m) => m.close()),
  };
}

/** JSON-escapes a value for the gateway's body template. */
const jsonInner = (v: string) => JSON.stringify(v).slice(1, -1);

/**
 * SMS through an HTTP gateway when SMS_GATEWAY_URL is set: a POST of SMS_GATEWAY_BODY with
 * {{to}} and {{text}} filled in, and the token as a bearer credential when given.
 */
export function smsTransport(config: Config): Transport | undefined {
  if (!config.SMS_GATEWAY_URL) return undefined;
  return {
    async send(msg) {
      const body = config.SMS_GATEWAY_BODY.replaceAll('{{to}}', jsonInner(msg.recipient)).replaceAll(
        '{{text}}',
        jsonInner(msg.bodyText),
      );
      const res = await fetch(config.SMS_GATEWAY_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function configuredTransports(config: Config): Transports {
  return { email: emailTransport(config), sms: smsTransport(config) };
}
