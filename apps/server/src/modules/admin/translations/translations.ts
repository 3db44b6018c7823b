import {
  FIELD_TEXTS,
  TRANSLATED_LANGUAGES,
  type adminTranslations,
  type ProgrammeTextKind,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { badRequest } from '../../../lib/errors.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { replaceFieldTranslations, translationsOfKind } from '../../../programme-texts/index.js';
import { sanitiseContent } from '../../content/index.js';
import { SUBJECTS_OF, type Subject } from './subjects.js';

type TTranslations = adminTranslations.TTranslations;
type TTranslatedSubject = adminTranslations.TTranslatedSubject;

type Q = Db | Transaction<DB>;

/** Translations listed in the portal's order of languages, whatever order the rows came in. */
const inLanguageOrder = (texts: TTranslations): TTranslations =>
  Object.fromEntries(TRANSLATED_LANGUAGES.filter((l) => texts[l] !== undefined).map((l) => [l, texts[l]]));

/** Every subject of a kind with each field's source text and its translations by language. */
async function subjectsWithTranslations(ctx: AppContext, db: Q, kind: ProgrammeTextKind) {
  const [subjects, rows] = await Promise.all([
    SUBJECTS_OF[kind](db, ctx.config),
    translationsOfKind(db, kind),
  ]);
  const byField = new Map<string, TTranslations>();
  for (const r of rows) {
    const id = `${r.subjectKey}\u0000${r.field}`;
    const texts = byField.get(id) ?? {};
    texts[r.language as keyof TTranslations] = r.text;
    byField.set(id, texts);
  }
  return subjects.map((s: Subject): TTranslatedSubject => ({
    key: s.key,
    label: s.label,
    fields: s.fields.map((f) => ({
      field: f.field,
      source: f.source,
      translations: inLanguageOrder(byField.get(`${s.key}\u0000${f.field}`) ?? {}),
    })),
  }));
}

export const listTranslations = async (ctx: AppContext, kind: ProgrammeTextKind) => ({
  subjects: await subjectsWithTranslations(ctx, ctx.database.db, kind),
});

/**
 * Sets one field's translations, in one transaction with its audit entry. A page's HTML is
 * sanitised as the source is, so what is stored is safe to serve in every language.
 */
export async function saveTranslation(
  ctx: AppContext,
  actor: AdminActor,
  body: adminTranslations.TranslationSaveBody,
) {
  const at = ctx.clock.now().toISOString();
  const texts: TTranslations = {};
  for (const [language, text] of Object.entries(body.translations) as [keyof TTranslations, string][])
    if (text) texts[language] = body.field === 'content' ? await sanitiseContent(text) : text;
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = (await subjectsWithTranslations(ctx, trx, body.kind)).find((s) => s.key === body.key);
    if (!before)
      throw badRequest(FIELD_TEXTS.nothingToTranslate.message, {
        key: FIELD_TEXTS.nothingToTranslate.message,
      });
    const subject = { kind: body.kind, key: body.key, field: body.field };
    await replaceFieldTranslations(trx, subject, texts, at);
    const after = (await subjectsWithTranslations(ctx, trx, body.kind)).find((s) => s.key === body.key)!;
    const translationsOf = (s: TTranslatedSubject) =>
      s.fields.find((f) => f.field === body.field)?.translations;
    await recordAdminAction(trx, {
      actor,
      action: 'translation.save',
      target: `${body.kind} ${body.key} ${body.field}`,
      before: translationsOf(before),
      after: translationsOf(after),
      at,
    });
    return { subject: after };
  });
}
