import type { Config } from '../../config.js';
import type { OutgoingMessage } from '../../messaging/outbox.js';
import type { Branding } from '../../messaging/ecard.js';
import { escapeHtml } from '../../lib/html.js';
import { MAIL_TEXTS, NOMINATION_TEXTS, type Translator } from '../../i18n/index.js';

interface Person {
  id: number;
  firstname: string;
  email: string;
  cellNum: string;
}

/**
 * Tells the reviewing manager a nomination waits for them: by e-mail, or by SMS when no
 * address is on record, in the manager's language (`say`). The reason goes in full in the
 * e-mail (the nominator's own words, never translated); the review screen has it too.
 */
export function managerNotice(
  config: Config,
  settings: Branding,
  n: { nomId: number; manager: Person; nomineeName: string; byName: string; nomCat: string; reason: string },
  say: Translator,
): OutgoingMessage | null {
  const names = { by: n.byName, nominee: n.nomineeName, category: n.nomCat };
  const link = `${config.PUBLIC_URL}/nominationmanagement`;
  const common = {
    template: 'nomination',
    ref: { type: 'nomination', id: String(n.nomId) },
    dedupeKey: `nomination:${n.nomId}:manager`,
  };
  if (!n.manager.email) {
    if (!n.manager.cellNum) return null;
    return {
      ...common,
      channel: 'sms',
      recipient: n.manager.cellNum,
      text: say
        .t(NOMINATION_TEXTS.sms, { by: n.byName, nominee: n.nomineeName, category: n.nomCat, link })
        .slice(0, 150),
    };
  }
  const e = escapeHtml;
  return {
    ...common,
    channel: 'email',
    recipient: n.manager.email,
    subject: say.t(NOMINATION_TEXTS.subject, names),
    text: [
      say.t(MAIL_TEXTS.hello, { name: n.manager.firstname }),
      '',
      say.t(NOMINATION_TEXTS.nominated, names),
      '',
      n.reason,
      '',
      say.t(NOMINATION_TEXTS.reviewAt, { link }),
      '',
      settings.programmeName,
    ].join('\n'),
    html: `<!DOCTYPE html><html lang="${say.locale}" dir="${say.dir}"><head><meta charset="utf-8"><title>${e(say.t(NOMINATION_TEXTS.title))}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#3d2b38;">
<p>${e(say.t(MAIL_TEXTS.hello, { name: n.manager.firstname }))}</p>
<p>${say.t(NOMINATION_TEXTS.nominated, { by: strong(n.byName), nominee: strong(n.nomineeName), category: strong(n.nomCat) })}</p>
<blockquote style="border-left:4px solid ${e(settings.accentColour)};margin:0;padding:8px 16px;">${e(n.reason).replace(/\n/g, '<br>')}</blockquote>
<p><a href="${e(link)}">${e(say.t(NOMINATION_TEXTS.reviewLink))}</a></p>
<p style="font-size:12px;color:#7a6874;">${e(settings.programmeName)}</p>
</body></html>`,
  };
}

/** A name in bold in the notice's HTML, escaped. */
const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
