import { z } from 'zod';
import { defineCall } from '../registry.js';
import {
  PROGRAMME_TEXT_KIND_NAMES,
  programmeTextLimit,
  TRANSLATED_LANGUAGES,
  type TTranslatedLanguage,
} from '../programme-texts.js';
import { zRequiredText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { FIELD_TEXTS } from '../field-texts.js';

/** Translations of programme data per language (decision 059), for the programme admin. */

export const ZProgrammeTextKind = z.enum(PROGRAMME_TEXT_KIND_NAMES);

/** A field's translations by language; a language not listed falls back to the source text. */
const ZTranslations = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.string());
export type TTranslations = Partial<Record<TTranslatedLanguage, string>>;

export const ZTranslatedField = z.object({
  field: z.string(),
  /** The text as the programme wrote it, in the source language. */
  source: z.string(),
  translations: ZTranslations,
});
export const ZTranslatedSubject = z.object({
  key: z.string(),
  /** What the admin knows the subject by (the value, the category, the product's name…). */
  label: z.string(),
  fields: z.array(ZTranslatedField),
});
export type TTranslatedField = z.infer<typeof ZTranslatedField>;
export type TTranslatedSubject = z.infer<typeof ZTranslatedSubject>;

export const translations = defineCall({
  path: '/api/admin/translations',
  summary: 'Every subject of one kind of programme data, with its source text and translations',
  access: ADMIN_ACCESS,
  body: z.object({ kind: ZProgrammeTextKind }),
  response: z.object({ subjects: z.array(ZTranslatedSubject) }),
});

export const translationsave = defineCall({
  path: '/api/admin/translationsave',
  summary:
    'Sets the translations of one field of one subject: the languages given replace what was there, an empty or missing language falls back to the source',
  access: ADMIN_ACCESS,
  body: z
    .object({
      kind: ZProgrammeTextKind,
      key: zRequiredText(200),
      field: zRequiredText(40),
      translations: z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.string().trim()),
    })
    .superRefine((b, ctx) => {
      const limit = programmeTextLimit(b.kind, b.field);
      if (limit === undefined) {
        ctx.addIssue({ code: 'custom', path: ['field'], message: FIELD_TEXTS.notTranslatable.message });
        return;
      }
      // Worded as zod words any text too long, so the server says it in the caller's language.
      for (const [language, text] of Object.entries(b.translations))
        if (text !== undefined && text.length > limit)
          ctx.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: limit,
            inclusive: true,
            input: text,
            path: ['translations', language],
          });
    }),
  response: z.object({ subject: ZTranslatedSubject }),
});
export type TranslationSaveBody = z.output<typeof translationsave.body>;
