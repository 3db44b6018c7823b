import { calls, TRANSLATED_LANGUAGES, type ProgrammeTextKind } from '@portal/contract';
import { listTranslations, saveTranslation } from '../../modules/admin/index.js';
import { str, usageError, withBody } from './args.js';
import type { AdminCommand } from './command.js';

/**
 * Translations of programme data from the command line (decision 059), through the web's own
 * schema and service (and audit). One option per language; a language not named keeps what it
 * has, so a script can add French without clearing Arabic; `--fr ""` clears French.
 */

const LANGUAGE_OPTIONS = Object.fromEntries(
  TRANSLATED_LANGUAGES.map((l) => [l, { type: 'string' as const }]),
);

const translations: AdminCommand = {
  name: 'translations',
  summary: 'Lists one kind of programme data with its translations (value, pointsName, nominationCategory…)',
  usage: '--kind <value|pointsName|nominationCategory|product|contentPage|advert>',
  options: { kind: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    return withBody(io, calls['admin.translations'].body, { kind: str(values.kind) }, async ({ kind }) => {
      const { subjects } = await listTranslations(ctx, kind);
      for (const s of subjects)
        for (const f of s.fields) {
          const langs = Object.entries(f.translations).map(([l, text]) => `${l}=${text}`);
          io.out(`${s.key} ${f.field}: ${langs.length > 0 ? langs.join(' | ') : '(English only)'}`);
        }
      io.out(`${subjects.length} items`);
    });
  },
};

const translationSet: AdminCommand = {
  name: 'translation-set',
  summary: 'Sets one field’s translations of a kind of programme data; languages not named keep theirs',
  usage: '--kind <kind> --key <key> --field <field> [--fr <text>] [--de <text>] … [--ar <text>]',
  options: {
    kind: { type: 'string' },
    key: { type: 'string' },
    field: { type: 'string' },
    ...LANGUAGE_OPTIONS,
  },
  async run(ctx, actor, { values }, io) {
    const named = Object.fromEntries(
      TRANSLATED_LANGUAGES.filter((l) => str(values[l]) !== undefined).map((l) => [l, str(values[l])!]),
    );
    if (Object.keys(named).length === 0) return usageError(io, translationSet);
    const kind = str(values.kind) as ProgrammeTextKind;
    const current = calls['admin.translations'].body.safeParse({ kind }).success
      ? (await listTranslations(ctx, kind)).subjects
          .find((s) => s.key === str(values.key))
          ?.fields.find((f) => f.field === str(values.field))?.translations
      : undefined;
    const input = {
      kind,
      key: str(values.key),
      field: str(values.field),
      translations: { ...current, ...named },
    };
    return withBody(io, calls['admin.translationsave'].body, input, async (body) => {
      const { subject } = await saveTranslation(ctx, actor, body);
      const saved = subject.fields.find((f) => f.field === body.field)?.translations ?? {};
      io.out(`${body.kind} ${body.key} ${body.field}: ${Object.keys(saved).join(', ') || 'English only'}`);
    });
  },
};

export const TRANSLATIONS_COMMANDS: readonly AdminCommand[] = [translations, translationSet];
