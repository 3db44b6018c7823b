import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type TLanguageTag } from './languages.js';
import { LIMITS } from './limits.js';

/**
 * Programme data the programme team writes, which may carry a translation per language
 * (decision 059). Each kind names its translatable fields and the most each may be, the same
 * limit as the source text's. What is not here (people's own words, names) is never translated.
 */
export const PROGRAMME_TEXT_KINDS = {
  /** A recognition value, keyed by its source wording (the same value in several lists shares it). */
  value: { name: LIMITS.rewardReason },
  /** The points' name, one subject keyed `programme`. */
  pointsName: { name: 40 },
  /** A nomination category, keyed by its nomCat: its shown name and its help text. */
  nominationCategory: { name: 80, help: LIMITS.nominationReason },
  /** A shop product, keyed by its id: the description is its name in the shop. */
  product: { description: 200 },
  /** A content page, keyed by its content key: the title and the page's HTML. */
  contentPage: { title: 200, content: 200_000 },
  /** A shop advert, keyed by its id: the text the rotator shows. */
  advert: { what: 200 },
} as const satisfies Record<string, Record<string, number>>;

export type ProgrammeTextKind = keyof typeof PROGRAMME_TEXT_KINDS;
export const PROGRAMME_TEXT_KIND_NAMES = Object.keys(PROGRAMME_TEXT_KINDS) as [
  ProgrammeTextKind,
  ...ProgrammeTextKind[],
];

/** The key of the one points-name subject. */
export const POINTS_NAME_KEY = 'programme';

/** The languages a programme text is translated into: every one but the source. */
export const TRANSLATED_LANGUAGES = LANGUAGE_TAGS.filter((t) => t !== SOURCE_LANGUAGE) as Exclude<
  TLanguageTag,
  'en-GB'
>[];
export type TTranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Whether `field` is a translatable field of `kind`, and the most its text may be. */
export function programmeTextLimit(kind: ProgrammeTextKind, field: string): number | undefined {
  const fields: Record<string, number> = PROGRAMME_TEXT_KINDS[kind];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}
