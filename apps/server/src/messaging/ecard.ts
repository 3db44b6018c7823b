import { ecardBanner, LIMITS, type EcardBanner, type MessageText, type SendBy } from '@portal/contract';
import type { TProgrammeSettings } from '@portal/contract';
import type { Config } from '../config.js';

/** The programme settings an e-card shows: names and colours. */
export type Branding = Pick<
  TProgrammeSettings,
  'companyName' | 'programmeName' | 'pointsName' | 'primaryColour' | 'accentColour'
>;
import type { OutgoingMessage } from './outbox.js';
import { escapeHtml } from '../lib/html.js';
import {
  ECARD_TEXTS,
  MAIL_TEXTS,
  SOURCE_LOCALE,
  supportedLocale,
  translatorFor,
  type Translator,
} from '../i18n/index.js';

export interface EcardPerson {
  firstname: string;
  surname: string;
  email: string;
  cellNum: string;
}
/**
 * An e-card to one person: recognition sends them, and so does the birthday award (from the
 * programme itself). `ref` names its cause and `dedupeKey` makes a retried cause enqueue once.
 */
export interface Ecard {
  ref: { type: string; id: string };
  dedupeKey: string;
  sendBy: SendBy;
  value: string;
  /** The banner chosen under the ecardBanners setting; the value's own banner when not given. */
  banner?: EcardBanner;
  message: string;
  points: number;
  from: EcardPerson;
  /**
   * The sender's picture as a signed URL that expires (ECARD_PICTURE_URL_DAYS): mail clients
   * load it with no session, and the link stops working after a while, like any signed URL.
   */
  fromPictureUrl?: string | null;
  to: EcardPerson;
  /** Where the card's button leads (My Recognition unless told): a birthday award is on the statement. */
  link?: { path: string; label: MessageText | string };
}
const DEFAULT_LINK = { path: '/myrecognition', label: ECARD_TEXTS.seeMyRecognition };

const fullName = (p: EcardPerson) => `${p.firstname} ${p.surname}`.trim();
/** English's "a" or "an" before the value; the other languages' messages ignore it. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The absolute address of a banner, so it loads from inside any mail client. */
export const bannerUrl = (config: Config, value: string, banner: EcardBanner = ecardBanner(value)) =>
  `${config.PUBLIC_URL}/ecard/banner/${banner}.svg`;

/**
 * The outbox message for one recipient, in their language (`say`). The chosen channel is used
 * when the recipient has that address on record, otherwise the other one; with neither there
 * is nothing to send (the recognition still shows in My Recognition).
 */
export function ecardMessage(
  config: Config,
  settings: Branding,
  card: Ecard,
  say: Translator,
): OutgoingMessage | null {
  const channel =
    card.sendBy === 'sms'
      ? card.to.cellNum
        ? 'sms'
        : card.to.email
          ? 'email'
          : null
      : card.to.email
        ? 'email'
        : card.to.cellNum
          ? 'sms'
          : null;
  if (!channel) return null;
  // Written out in full, without a spread: an object spread and then added to is left in V8's
  // dictionary mode, and every later read of it missed its inline cache.
  if (channel === 'sms')
    return {
      template: 'ecard',
      ref: card.ref,
      dedupeKey: card.dedupeKey,
      channel,
      recipient: card.to.cellNum,
      text: ecardSms(settings, card, say),
    };
  return {
    template: 'ecard',
    ref: card.ref,
    dedupeKey: card.dedupeKey,
    channel,
    recipient: card.to.email,
    subject: say.t(ECARD_TEXTS.subject, {
      from: fullName(card.from),
      article: article(card.value),
      value: card.value,
    }),
    text: ecardText(config, settings, card, say),
    html: storedEcard(settings, card, say.locale),
  };
}

/**
 * What an e-mailed e-card's HTML is made from, kept in the outbox row in place of the HTML: the
 * worker renders it as it sends (emailHtml). The HTML is about 2 KB of inline-styled tables, so
 * every e-card took a database page of its own, and rendering it on the send's path cost the
 * send; the fields are much smaller. They are those of the moment of sending, names and
 * colours included, so the card a retry delivers hours later is the one that was sent.
 */
interface StoredEcard {
  ecard: 1;
  /** The recipient's language when the card was written; en-GB for cards queued before languages. */
  locale?: string;
  settings: Branding;
  card: Pick<Ecard, 'value' | 'banner' | 'message' | 'points' | 'fromPictureUrl' | 'link'> & {
    from: Pick<EcardPerson, 'firstname' | 'surname'>;
    to: Pick<EcardPerson, 'firstname'>;
  };
}

function storedEcard(settings: Branding, card: Ecard, locale: string): string {
  const stored: StoredEcard = {
    ecard: 1,
    locale,
    settings: {
      companyName: settings.companyName,
      programmeName: settings.programmeName,
      pointsName: settings.pointsName,
      primaryColour: settings.primaryColour,
      accentColour: settings.accentColour,
    },
    card: {
      value: card.value,
      banner: card.banner,
      message: card.message,
      points: card.points,
      fromPictureUrl: card.fromPictureUrl,
      link: card.link,
      from: { firstname: card.from.firstname, surname: card.from.surname },
      to: { firstname: card.to.firstname },
    },
  };
  return JSON.stringify(stored);
}

/**
 * The HTML an outbox row's e-mail carries: an e-card's stored fields rendered, any other
 * template's HTML as written (and e-cards queued before the fields were kept).
 */
export async function emailHtml(
  config: Config,
  msg: { template?: string; bodyHtml: string },
): Promise<string> {
  if (msg.template !== 'ecard' || !msg.bodyHtml.startsWith('{')) return msg.bodyHtml;
  const { settings, card, locale } = JSON.parse(msg.bodyHtml) as StoredEcard;
  const say = await translatorFor(supportedLocale(locale) ?? SOURCE_LOCALE);
  const person = (p: { firstname: string; surname?: string }) => ({
    firstname: p.firstname,
    surname: p.surname ?? '',
    email: '',
    cellNum: '',
  });
  return ecardHtml(
    config,
    settings,
    {
      value: card.value,
      banner: card.banner,
      message: card.message,
      points: card.points,
      fromPictureUrl: card.fromPictureUrl,
      link: card.link,
      from: person(card.from),
      to: person(card.to),
      sendBy: 'email',
    },
    say,
  );
}

/** One SMS: who, what and the points, then as much of the message as fits in 150 characters. */
export function ecardSms(
  settings: Branding,
  card: Omit<Ecard, 'ref' | 'dedupeKey'>,
  say: Translator,
): string {
  const from = fullName(card.from);
  const said =
    card.points > 0
      ? say.t(ECARD_TEXTS.smsWithPoints, {
          from,
          value: card.value,
          points: card.points,
          pointsName: settings.pointsName,
        })
      : say.t(ECARD_TEXTS.sms, { from, value: card.value });
  const text = `${said}${card.message ? ` ${card.message}` : ''}`;
  return text.length <= LIMITS.smsMessage ? text : `${text.slice(0, LIMITS.smsMessage - 1)}…`;
}

function ecardText(
  config: Config,
  settings: Branding,
  card: Omit<Ecard, 'ref' | 'dedupeKey'>,
  say: Translator,
): string {
  return [
    say.t(MAIL_TEXTS.hello, { name: card.to.firstname }),
    '',
    say.t(ECARD_TEXTS.sentYou, {
      from: fullName(card.from),
      article: article(card.value),
      value: card.value,
    }),
    ...(card.message ? ['', card.message] : []),
    ...(card.points > 0
      ? ['', say.t(ECARD_TEXTS.pointsAdded, { points: card.points, pointsName: settings.pointsName })]
      : []),
    '',
    card.link
      ? say.t(ECARD_TEXTS.linkAt, {
          label: say.t(card.link.label),
          url: `${config.PUBLIC_URL}${card.link.path}`,
        })
      : say.t(ECARD_TEXTS.seeYourRecognitionAt, { url: `${config.PUBLIC_URL}/myrecognition` }),
    '',
    settings.programmeName,
  ].join('\n');
}

/** Table layout and inline styles only: what every mail client renders the same way. */
export function ecardHtml(
  config: Config,
  settings: Branding,
  card: Omit<Ecard, 'ref' | 'dedupeKey'>,
  say: Translator,
): string {
  const e = escapeHtml;
  const primary = settings.primaryColour;
  const link = card.link ?? DEFAULT_LINK;
  const message = card.message
    ? `<tr><td style="padding:0 32px 24px 32px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-left:4px solid ${settings.accentColour};background:#faf6f9;padding:16px 20px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:26px;color:#3d2b38;">${e(card.message).replace(/\n/g, '<br>')}</td></tr></table></td></tr>`
    : '';
  const points =
    card.points > 0
      ? `<tr><td align="center" style="padding:0 32px 24px 32px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:${primary};border-radius:20px;padding:10px 22px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;">+${card.points} ${e(settings.pointsName)}</td></tr></table></td></tr>`
      : '';
  // The names and the value go in escaped; the sentence around them is the catalogue's own text.
  const sender = card.fromPictureUrl
    ? `<img src="${e(card.fromPictureUrl)}" width="48" height="48" alt="" style="display:inline-block;width:48px;height:48px;border-radius:24px;border:0;vertical-align:middle;margin-right:12px;">`
    : '';
  return `<!DOCTYPE html>
<html lang="${say.locale}" dir="${say.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(card.value)}</title></head>
<body style="margin:0;padding:0;background:#f1ecf0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1ecf0;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td><img src="${e(bannerUrl(config, card.value, card.banner))}" width="600" height="200" alt="${e(card.value)}" style="display:block;width:100%;max-width:600px;height:auto;border:0;"></td></tr>
<tr><td style="padding:28px 32px 8px 32px;font-family:Arial,Helvetica,sans-serif;font-size:22px;line-height:30px;font-weight:bold;color:${primary};">${e(say.t(MAIL_TEXTS.hello, { name: card.to.firstname }))}</td></tr>
<tr><td style="padding:0 32px 20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#3d2b38;">${sender}${say.t(ECARD_TEXTS.sentYou, { from: `<strong>${e(fullName(card.from))}</strong>`, article: article(card.value), value: `<strong>${e(card.value)}</strong>` })}</td></tr>
${message}${points}
<tr><td align="center" style="padding:0 32px 32px 32px;"><a href="${e(config.PUBLIC_URL)}${e(link.path)}" style="display:inline-block;background:${settings.accentColour};color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:12px 26px;border-radius:4px;">${e(say.t(link.label))}</a></td></tr>
<tr><td style="background:#faf6f9;padding:16px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7a6874;">${e(settings.programmeName)} · ${e(settings.companyName)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** Cause and dedupe key of the e-card that goes with a recognitions row (recognition sends, nomination awards). */
export const recognitionCardRef = (recognitionId: number): Pick<Ecard, 'ref' | 'dedupeKey'> => ({
  ref: { type: 'recognition', id: String(recognitionId) },
  dedupeKey: `ecard:${recognitionId}`,
});
