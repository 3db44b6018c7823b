import type { Transaction } from 'kysely';
import { POINTS_NAME_KEY } from '@portal/contract';
import type { DB } from '../db/schema.js';

type Texts = { fr: string; ar: string };

/**
 * French and Arabic for a few of the programme's texts (decision 059), so the demo's FR and AE
 * clusters show translated programme data beside untranslated: values, the points' name, two
 * nomination categories, a few products and an advert. The rest falls back to English.
 */
const VALUES: Record<string, Texts> = {
  'Thank You': { fr: 'Merci', ar: 'شكرًا لك' },
  Congrats: { fr: 'Félicitations', ar: 'تهانينا' },
  'Well Done': { fr: 'Bravo', ar: 'أحسنت' },
  Collaborates: { fr: 'Collabore', ar: 'يتعاون' },
  'Client Focus': { fr: 'Orientation client', ar: 'التركيز على العميل' },
};

const POINTS_NAME: Texts = { fr: 'Points Beauté', ar: 'نقاط الجمال' };

const CATEGORIES: Record<string, { name: Texts; help: Texts }> = {
  'Innovation and Improvement': {
    name: { fr: 'Innovation et amélioration', ar: 'الابتكار والتحسين' },
    help: {
      fr: 'Apporte des idées nouvelles ou trouve une meilleure façon de travailler, utile aux clients comme aux collègues.',
      ar: 'يقدّم أفكارًا جديدة أو يجد طريقة عمل أفضل تضيف قيمة حقيقية للعملاء أو الزملاء.',
    },
  },
  Collaboration: {
    name: { fr: 'Collaboration', ar: 'التعاون' },
    help: {
      fr: 'Travaille avec les autres équipes et divisions, partage ses connaissances et place l’objectif commun en premier.',
      ar: 'يعمل مع الفرق والأقسام الأخرى، ويشارك معرفته ويضع الهدف المشترك أولًا.',
    },
  },
};

/** Products by their code: the description is the product's name in the shop. */
const PRODUCTS: Record<string, Texts> = {
  'GC-ON-015': {
    fr: 'Code cadeau en ligne Parcelwise 15 £',
    ar: 'رمز هدية Parcelwise عبر الإنترنت بقيمة 15 جنيهًا',
  },
  'GC-ON-BK': { fr: 'Chèque-livre Folio 20 £', ar: 'قسيمة كتب Folio بقيمة 20 جنيهًا' },
  'GC-ON-MU': { fr: 'Abonnement musical Tunebox de 3 mois', ar: 'اشتراك Tunebox للموسيقى لمدة 3 أشهر' },
};

const ADVERTS: Record<string, Texts> = {
  'New: gift cards by SMS in seconds': {
    fr: 'Nouveau : des cartes cadeaux par SMS en quelques secondes',
    ar: 'جديد: بطاقات هدايا عبر الرسائل القصيرة في ثوانٍ',
  },
};

export async function loadDemoTranslations(trx: Transaction<DB>, at: string): Promise<void> {
  const rows: DB['programmeTranslations'][] = [];
  const add = (subjectKind: string, subjectKey: string, field: string, texts: Texts) => {
    for (const [language, text] of Object.entries(texts))
      rows.push({ subjectKind, subjectKey, field, language, text, updatedAt: at });
  };
  for (const [value, texts] of Object.entries(VALUES)) add('value', value, 'name', texts);
  add('pointsName', POINTS_NAME_KEY, 'name', POINTS_NAME);
  for (const [nomCat, texts] of Object.entries(CATEGORIES)) {
    add('nominationCategory', nomCat, 'name', texts.name);
    add('nominationCategory', nomCat, 'help', texts.help);
  }
  const products = await trx
    .selectFrom('shopProducts')
    .select(['id', 'productCode'])
    .where('productCode', 'in', Object.keys(PRODUCTS))
    .execute();
  for (const p of products) add('product', String(p.id), 'description', PRODUCTS[p.productCode]!);
  const adverts = await trx
    .selectFrom('shopAdverts')
    .select(['id', 'what'])
    .where('what', 'in', Object.keys(ADVERTS))
    .execute();
  for (const a of adverts) add('advert', String(a.id), 'what', ADVERTS[a.what]!);
  await trx.insertInto('programmeTranslations').values(rows).execute();
}
