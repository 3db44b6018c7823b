import type { Config } from '../../config.js';
import type { OutgoingMessage } from '../../messaging/outbox.js';
import type { Branding } from '../../messaging/ecard.js';
import { escapeHtml } from '../../lib/html.js';

interface Person {
  firstname: string;
  email: string;
  cellNum: string;
}

/**
 * Tells the reviewing manager a nomination waits for them: by e-mail, or by SMS when no
 * address is on record. The reason goes in full in the e-mail; the review screen has it too.
 */
export function managerNotice(
  config: Config,
  settings: Branding,
  n: { nomId: number; manager: Person; nomineeName: string; byName: string; nomCat: string; reason: string },
): OutgoingMessage | null {
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
      text: `${n.byName} nominated ${n.nomineeName} for ${n.nomCat}. Please review it: ${link}`.slice(0, 150),
    };
  }
  const e = escapeHtml;
  return {
    ...common,
    channel: 'email',
    recipient: n.manager.email,
    subject: `New nomination to review: ${n.nomineeName} (${n.nomCat})`,
    text: [
      `Hello ${n.manager.firstname},`,
      '',
      `${n.byName} has nominated ${n.nomineeName} for ${n.nomCat}:`,
      '',
      n.reason,
      '',
      `Please review the nomination at ${link}`,
      '',
      settings.programmeName,
    ].join('\n'),
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>New nomination</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#3d2b38;">
<p>Hello ${e(n.manager.firstname)},</p>
<p><strong>${e(n.byName)}</strong> has nominated <strong>${e(n.nomineeName)}</strong> for <strong>${e(n.nomCat)}</strong>:</p>
<blockquote style="border-left:4px solid ${e(settings.accentColour)};margin:0;padding:8px 16px;">${e(n.reason).replace(/\n/g, '<br>')}</blockquote>
<p><a href="${e(link)}">Review the nomination</a></p>
<p style="font-size:12px;color:#7a6874;">${e(settings.programmeName)}</p>
</body></html>`,
  };
}
