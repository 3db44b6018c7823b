import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, ZRowId, ZRowIdFromText, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';

/**
 * Shop catalogue upkeep for the programme admin (issue 9): the category tree, product images,
 * the shop's adverts and promo codes. Products themselves are in admin-shop.ts.
 */

const ZSortOrder = z.number().int('A whole number').min(-100_000).max(100_000);

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
});

export const productimage = defineCall({
  path: '/api/admin/productimage',
  summary: 'Uploads a product’s picture (multipart, file field filePic); stored as WebP',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({ productId: ZRowIdFromText }),
  response: z.object({ productId: z.number().int(), imageFile: z.string() }),
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
  }),
  response: z.object({ advert: ZAdminAdvert }),
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
  }),
  response: z.object({ advert: ZAdminAdvert }),
});

export const advertimage = defineCall({
  path: '/api/admin/advertimage',
  summary: 'Replaces an advert’s picture (multipart, file field filePic)',
  access: ADMIN_ACCESS,
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({ advertId: ZRowIdFromText }),
  response: z.object({ advert: ZAdminAdvert }),
});

export const advertremove = defineCall({
  path: '/api/admin/advertremove',
  summary: 'Deletes an advert for good (to pause one, take it out of the rotation instead)',
  access: ADMIN_ACCESS,
  body: z.object({ advertId: ZRowId }),
  response: z.object({ advertId: z.number().int() }),
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
  summary: 'Promo codes, newest first, with how often each has been used',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ promos: z.array(ZAdminPromo) }),
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
});
export type PromoUpdateBody = z.output<typeof promoupdate.body>;
