import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgrammeTextKind } from '@portal/contract';

/** How the screen shows one kind of programme data: its name, what it says of it, its fields. */
export interface TranslationKind {
  kind: ProgrammeTextKind;
  label: MessageDescriptor;
  intro: MessageDescriptor;
  /** Each translatable field's label; `long` fields get a growing box (help texts, HTML). */
  fields: Readonly<Record<string, { label: MessageDescriptor; long?: boolean }>>;
}

/** The kinds in the order the picker offers them; the screen is the same for each (one table). */
export const TRANSLATION_KINDS: readonly TranslationKind[] = [
  {
    kind: 'value',
    label: msg`Recognition values`,
    intro: msg`The values the reward forms offer. A recognition still stores the value as written in English.`,
    fields: { name: { label: msg`Value` } },
  },
  {
    kind: 'pointsName',
    label: msg`Points name`,
    intro: msg`What points are called, on every screen that shows them.`,
    fields: { name: { label: msg`Points name` } },
  },
  {
    kind: 'nominationCategory',
    label: msg`Nomination categories`,
    intro: msg`Each category’s name and the help text Nominate shows under it.`,
    fields: { name: { label: msg`Category name` }, help: { label: msg`Help text`, long: true } },
  },
  {
    kind: 'product',
    label: msg`Shop products`,
    intro: msg`The product’s name as members read it in the shop. Orders keep the English name.`,
    fields: { description: { label: msg`Product name` } },
  },
  {
    kind: 'contentPage',
    label: msg`Content pages`,
    intro: msg`A page’s title and its HTML, sanitised when saved as the page itself is.`,
    fields: { title: { label: msg`Title` }, content: { label: msg`Page HTML`, long: true } },
  },
  {
    kind: 'advert',
    label: msg`Shop adverts`,
    intro: msg`The text each advert shows in the shop.`,
    fields: { what: { label: msg`Advert text` } },
  },
];
