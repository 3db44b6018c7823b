import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, ZRowId, ZRowIdFromText, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS, ZAdminPage } from './admin.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/**
 * The shop catalogue for the programme admin, in one place: products and their voucher stock,
 * the category tree, product pictures, the shop's adverts and promo codes.
 */

const ZSortOrder = z.number().int(ADMIN_FIELD_TEXTS.wholeNumber.message).min(-100_000).max(100_000);

/** Cluster codes a product or advert is limited to; empty means every cluster. */
const ZClusterLimit = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Required')
      .max(8)
      .regex(/^[\w.-]+$/, ADMIN_FIELD_TEXTS.invalidCluster.message),
  )
  .max(100);
/** The same sent as a form field with a picture: codes separated by commas. */
const ZClusterLimitText = zText(800)
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .pipe(ZClusterLimit);

export const ZAdminCategoryNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  hidden: z.boolean(),
  /** Products on sale in this category and the ones under it. */
  activeProducts: z.number().int(),
  /** Whether members see it: not hidden (nor a parent), with something on sale. */
  visible: z.boolean(),
});
export type TAdminCategoryNode = z.infer<typeof ZAdminCategoryNode>;

export const categorytree = defineCall({
  path: '/api/admin/categorytree',
  summary: 'Every shop category (three levels), in display order, with what members see',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ categories: z.array(ZAdminCategoryNode) }),
});

export const categoryadd = defineCall({
  path: '/api/admin/categoryadd',
  summary: 'Adds a category at the top, or under a first- or second-level one',
  access: ADMIN_ACCESS,
  body: z.object({
    name: zRequiredText(80),
    parentId: ZRowId.nullable().default(null),
    sortOrder: ZSortOrder.default(0),
  }),
  response: z.object({ category: ZAdminCategoryNode }),
});

export const categoryupdate = defineCall({
  path: '/api/admin/categoryupdate',
  summary: 'Renames a category, changes its place in the order, or hides it (and all under it) from the shop',
  access: ADMIN_ACCESS,
  body: z.object({
    categoryId: ZRowId,
    name: zRequiredText(80).optional(),
    sortOrder: ZSortOrder.optional(),
    hidden: z.boolean().optional(),
  }),
  response: z.object({ category: ZAdminCategoryNode }),
  answers: [404],
});

export const productimage = defineCall({
  path: '/api/admin/productimage',
  summary: 'Uploads a product’s picture (multipart, file field filePic); stored as WebP',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({ productId: ZRowIdFromText }),
  response: z.object({ productId: z.number().int(), imageFile: z.string() }),
  answers: [404, 408],
});

/** A link inside the portal ("/rewards") or to a web page (https://…). */
const ZAdvertLink = zText(300).refine(
  (v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
  'A path such as /rewards, or an http(s) address',
);

export const ZAdminAdvert = z.object({
  id: z.number().int(),
  what: z.string(),
  href: z.string(),
  img: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** The clusters it is shown in; empty: every cluster. */
  clusters: z.array(z.string()),
});
export type TAdminAdvert = z.infer<typeof ZAdminAdvert>;

export const advertlist = defineCall({
  path: '/api/admin/advertlist',
  summary: 'The shop’s adverts, shown and hidden, in rotation order',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ adverts: z.array(ZAdminAdvert) }),
});

const zBoolText = z.enum(['true', 'false']).transform((v) => v === 'true');

export const advertadd = defineCall({
  path: '/api/admin/advertadd',
  summary: 'Adds an advert with its picture (multipart, file field filePic)',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({
    what: zRequiredText(200),
    href: ZAdvertLink.default(''),
    sortOrder: z.coerce.number<string | number>().pipe(ZSortOrder).default(0),
    active: zBoolText.default(true),
    clusters: ZClusterLimitText,
  }),
  response: z.object({ advert: ZAdminAdvert }),
  answers: [408],
});

export const advertupdate = defineCall({
  path: '/api/admin/advertupdate',
  summary: 'Changes an advert’s text, link, order, or takes it out of (puts it back in) the rotation',
  access: ADMIN_ACCESS,
  body: z.object({
    advertId: ZRowId,
    what: zRequiredText(200).optional(),
    href: ZAdvertLink.optional(),
    sortOrder: ZSortOrder.optional(),
    active: z.boolean().optional(),
    clusters: ZClusterLimit.optional(),
  }),
  response: z.object({ advert: ZAdminAdvert }),
  answers: [404],
});

export const advertimage = defineCall({
  path: '/api/admin/advertimage',
  summary: 'Replaces an advert’s picture (multipart, file field filePic)',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({ advertId: ZRowIdFromText }),
  response: z.object({ advert: ZAdminAdvert }),
  answers: [404, 408],
});

export const advertremove = defineCall({
  path: '/api/admin/advertremove',
  summary: 'Deletes an advert for good (to pause one, take it out of the rotation instead)',
  access: ADMIN_ACCESS,
  body: z.object({ advertId: ZRowId }),
  response: z.object({ advertId: z.number().int() }),
  answers: [404],
});

export const ZAdminPromo = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUsesTotal: z.number().int().nullable(),
  maxUsesPerMember: z.number().int().nullable(),
  minBasket: z.number().int(),
  usesCount: z.number().int(),
  active: z.boolean(),
  description: z.string(),
});
export type TAdminPromo = z.infer<typeof ZAdminPromo>;

export const promolist = defineCall({
  path: '/api/admin/promolist',
  summary: 'Promo codes, newest first, with how often each has been used, one page at a time with the total',
  access: ADMIN_ACCESS,
  body: ZAdminPage,
  response: z.object({ promos: z.array(ZAdminPromo), total: z.number().int() }),
});

export const promoupdate = defineCall({
  path: '/api/admin/promoupdate',
  summary: 'Changes a promo code’s dates, limits or description, or switches it off (on)',
  access: ADMIN_ACCESS,
  body: z.object({
    promoId: ZRowId,
    validFrom: zRequiredText(40).optional(),
    validTo: zRequiredText(40).optional(),
    maxUsesTotal: z.number().int().min(1).max(10_000_000).nullable().optional(),
    maxUsesPerMember: z.number().int().min(1).max(10_000).nullable().optional(),
    minBasket: z.number().int().min(0).max(10_000_000).optional(),
    description: zText(200).optional(),
    active: z.boolean().optional(),
  }),
  response: z.object({ promo: ZAdminPromo }),
  answers: [404],
});
export type PromoUpdateBody = z.output<typeof promoupdate.body>;

export const ZAdminCategory = z.object({
  id: z.number().int(),
  /** "Gift Cards / Dining / Coffee & Cake". */
  path: z.string(),
});

export const ZAdminProduct = z.object({
  id: z.number().int(),
  productCode: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.string(),
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  price: z.number().int(),
  noBasket: z.enum(['Y', 'N']),
  active: z.boolean(),
  stockMode: z.string(),
  /** Unsold voucher codes (voucher products), the count (limited), or null (unlimited). */
  stockLeft: z.number().int().nullable(),
  /** The picture's file name under /shopimg/ ('' when there is none). */
  imageFile: z.string(),
  /** The clusters it is offered in; empty: every cluster. */
  clusters: z.array(z.string()),
});
export type TAdminProduct = z.infer<typeof ZAdminProduct>;

export const shopcategories = defineCall({
  path: '/api/admin/shopcategories',
  summary: 'The third-level shop categories a product can go in',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ categories: z.array(ZAdminCategory) }),
});

export const shopproducts = defineCall({
  path: '/api/admin/shopproducts',
  summary: 'Shop products (active and withdrawn), filtered by text, one page at a time with the total',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({ search: zText(80).default('') }),
  response: z.object({ products: z.array(ZAdminProduct), total: z.number().int() }),
});

const ZPrice = z
  .number()
  .int(ADMIN_FIELD_TEXTS.wholeNumber.message)
  .min(1, ADMIN_FIELD_TEXTS.atLeastOne.message)
  .max(10_000_000, ADMIN_FIELD_TEXTS.atMostTenMillion.message);

export const shopproductadd = defineCall({
  path: '/api/admin/shopproductadd',
  summary: 'Adds a product to a third-level category',
  access: ADMIN_ACCESS,
  body: z.object({
    productCode: zRequiredText(40),
    categoryId: ZRowId,
    description: zRequiredText(200),
    brand: zText(100).default(''),
    model: zText(100).default(''),
    price: ZPrice,
    noBasket: z.enum(['Y', 'N']).default('Y'),
    active: z.boolean().default(true),
    stockMode: z.enum(['voucher', 'unlimited']),
    clusters: ZClusterLimit.default([]),
  }),
  response: z.object({ product: ZAdminProduct }),
});

export const shopproductupdate = defineCall({
  path: '/api/admin/shopproductupdate',
  summary: 'Changes a product’s details, category or price, or takes it off / puts it back on sale',
  access: ADMIN_ACCESS,
  body: z.object({
    productId: ZRowId,
    description: zRequiredText(200).optional(),
    brand: zText(100).optional(),
    model: zText(100).optional(),
    categoryId: ZRowId.optional(),
    noBasket: z.enum(['Y', 'N']).optional(),
    price: ZPrice.optional(),
    active: z.boolean().optional(),
    clusters: ZClusterLimit.optional(),
  }),
  response: z.object({ product: ZAdminProduct }),
  answers: [404],
});

export const shopvoucherimport = defineCall({
  path: '/api/admin/shopvoucherimport',
  summary:
    'Adds voucher codes to a product from pasted CSV or text (first cell of each line); duplicates refuse the whole import',
  access: ADMIN_ACCESS,
  body: z.object({
    productId: ZRowId,
    text: z
      .string()
      .min(1, ADMIN_FIELD_TEXTS.pasteCodes.message)
      .max(1_000_000, ADMIN_FIELD_TEXTS.atMost1MB.message),
  }),
  response: z.object({ imported: z.number().int(), product: ZAdminProduct }),
  answers: [404],
});

export type AddProductBody = z.output<typeof shopproductadd.body>;
export type UpdateProductBody = z.output<typeof shopproductupdate.body>;

export const promocreate = defineCall({
  path: '/api/admin/promocreate',
  summary: 'Creates a promo code (percent off, or a fixed number of points off a basket)',
  access: ADMIN_ACCESS,
  body: z.object({
    code: zRequiredText(40),
    kind: z.enum(['percent', 'fixed']),
    amount: z
      .number()
      .int(ADMIN_FIELD_TEXTS.wholeNumber.message)
      .min(1, ADMIN_FIELD_TEXTS.atLeastOne.message)
      .max(1_000_000),
    validFrom: zRequiredText(40),
    validTo: zRequiredText(40),
    maxUsesTotal: z.number().int().min(1).max(10_000_000).nullable().default(null),
    maxUsesPerMember: z.number().int().min(1).max(10_000).nullable().default(null),
    minBasket: z.number().int().min(0).max(10_000_000).default(0),
    description: zText(200).default(''),
  }),
  response: z.object({
    code: z.string(),
    kind: z.string(),
    amount: z.number().int(),
    validFrom: z.string(),
    validTo: z.string(),
  }),
});
export type PromoBody = z.output<typeof promocreate.body>;
