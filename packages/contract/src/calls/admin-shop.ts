import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, ZRowId, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';

/** Shop upkeep (products, voucher stock) and moderation for the programme admin (issue 9). */

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
  summary: 'Shop products (active and withdrawn), filtered by text, at most 500',
  access: ADMIN_ACCESS,
  body: z.object({ search: zText(80).default('') }),
  response: z.object({ products: z.array(ZAdminProduct) }),
});

const ZPrice = z.number().int('A whole number').min(1, 'At least 1').max(10_000_000, 'At most 10,000,000');

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
  }),
  response: z.object({ product: ZAdminProduct }),
});

export const shopvoucherimport = defineCall({
  path: '/api/admin/shopvoucherimport',
  summary:
    'Adds voucher codes to a product from pasted CSV or text (first cell of each line); duplicates refuse the whole import',
  access: ADMIN_ACCESS,
  body: z.object({
    productId: ZRowId,
    text: z.string().min(1, 'Paste the codes').max(1_000_000, 'At most 1 MB'),
  }),
  response: z.object({ imported: z.number().int(), product: ZAdminProduct }),
});

export const picturehide = defineCall({
  path: '/api/admin/picturehide',
  summary: 'Hides a Get Involved picture with a reason (or shows it again)',
  access: ADMIN_ACCESS,
  body: z.object({ pictureId: ZRowId, hidden: z.boolean().default(true), reason: zText(500).default('') }),
  response: z.object({ pictureId: z.number().int(), hidden: z.boolean() }),
});

export const recognitionreverse = defineCall({
  path: '/api/admin/recognitionreverse',
  summary: 'Reverses a recognition’s points through the ledger (once; a repeat answers the same reversal)',
  access: ADMIN_ACCESS,
  body: z.object({ recognitionId: ZRowId, reason: zRequiredText(500) }),
  response: z.object({
    recognitionId: z.number().int(),
    pointsReversed: z.number().int(),
    reversalTransferId: z.number().int().nullable(),
  }),
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
    amount: z.number().int('A whole number').min(1, 'At least 1').max(1_000_000),
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
