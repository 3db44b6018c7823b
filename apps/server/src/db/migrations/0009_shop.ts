import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

/**
 * The rewards shop: a three-level catalogue, per-member baskets that remember the price at add
 * time (so price changes can be reported), promo codes and their uses, orders and lines,
 * voucher-code stock (each code sold once) and the adverts of the shop's rotator.
 * Prices and totals are whole points.
 */
export const shop: PortalMigration = {
  async up(db, dialect) {
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob';

    await withId(db.schema.createTable('shop_categories'), dialect)
      .addColumn('parent_id', 'integer', (c) => c.references('shop_categories.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('shop_categories_level_ck', sql`level in (1, 2, 3)`)
      // Level 1 has no parent; levels 2 and 3 have one.
      .addCheckConstraint('shop_categories_parent_ck', sql`(level = 1) = (parent_id is null)`)
      .execute();
    await db.schema
      .createIndex('shop_categories_parent_uq')
      .on('shop_categories')
      .columns(['parent_id', 'name'])
      .unique()
      .execute();

    // Product and advert images, kept in the database so every instance serves them offline.
    await db.schema
      .createTable('shop_images')
      .addColumn('file_name', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('shop_products'), dialect)
      .addColumn('product_code', 'text', (c) => c.notNull().unique())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('shop_categories.id'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('features', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('no_basket', 'text', (c) => c.notNull().defaultTo('Y'))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('stock_mode', 'text', (c) => c.notNull().defaultTo('unlimited'))
      .addColumn('stock_count', 'integer')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('shop_products_price_ck', sql`price > 0`)
      .addCheckConstraint('shop_products_no_basket_ck', sql`no_basket in ('Y', 'N')`)
      .addCheckConstraint(
        'shop_products_stock_mode_ck',
        sql`stock_mode in ('unlimited', 'voucher', 'limited')`,
      )
      // A limited product counts its stock and never goes below zero, whatever runs at once.
      .addCheckConstraint(
        'shop_products_stock_ck',
        sql`(stock_mode = 'limited' and stock_count is not null and stock_count >= 0) or (stock_mode <> 'limited' and stock_count is null)`,
      )
      .execute();
    await db.schema
      .createIndex('shop_products_category_idx')
      .on('shop_products')
      .columns(['category_id', 'sort_order'])
      .execute();

    await withId(db.schema.createTable('shop_basket_items'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('shop_products.id'))
      .addColumn('qty', 'integer', (c) => c.notNull())
      // The price when the item went in: a different current price is reported as CHANGED/DECREASED.
      .addColumn('price_at_add', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('shop_basket_items_qty_ck', sql`qty >= 1`)
      .execute();
    await db.schema
      .createIndex('shop_basket_items_uq')
      .on('shop_basket_items')
      .columns(['member_id', 'product_id'])
      .unique()
      .execute();

    await withId(db.schema.createTable('shop_promo_codes'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull())
      .addColumn('max_uses_total', 'integer')
      .addColumn('max_uses_per_member', 'integer')
      .addColumn('min_basket', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('shop_promo_codes_kind_ck', sql`kind in ('percent', 'fixed')`)
      .addCheckConstraint(
        'shop_promo_codes_amount_ck',
        sql`amount > 0 and (kind <> 'percent' or amount <= 100)`,
      )
      // The total limit holds under concurrency: the use is a conditional increment, and this backs it.
      .addCheckConstraint(
        'shop_promo_codes_uses_ck',
        sql`uses_count >= 0 and (max_uses_total is null or uses_count <= max_uses_total)`,
      )
      .execute();

    await withId(db.schema.createTable('shop_orders'), dialect)
      .addColumn('order_num', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      // requestId of the placing request, or a key derived from the basket: one order per key.
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('status_id', 'text', (c) => c.notNull())
      .addColumn('alloc', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sub_total', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('grand_total', 'integer', (c) => c.notNull())
      .addColumn('points_paid', 'integer', (c) => c.notNull())
      .addColumn('promo_code_id', 'integer', (c) => c.references('shop_promo_codes.id'))
      .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cell_num', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('reversal_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'shop_orders_totals_ck',
        sql`sub_total >= 0 and discount >= 0 and grand_total = sub_total - discount`,
      )
      .execute();
    await db.schema
      .createIndex('shop_orders_request_uq')
      .on('shop_orders')
      .columns(['member_id', 'request_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('shop_orders_member_idx')
      .on('shop_orders')
      .columns(['member_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('shop_order_items'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_orders.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('shop_products.id'))
      .addColumn('product_code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('dispatch_status', 'integer', (c) => c.notNull())
      .addColumn('dispatched_at', 'text')
      .addCheckConstraint('shop_order_items_qty_ck', sql`qty >= 1 and total = qty * price`)
      .execute();
    await db.schema
      .createIndex('shop_order_items_order_idx')
      .on('shop_order_items')
      .column('order_id')
      .execute();

    await withId(db.schema.createTable('shop_promo_uses'), dialect)
      .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('shop_promo_codes.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_orders.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shop_promo_uses_member_idx')
      .on('shop_promo_uses')
      .columns(['promo_code_id', 'member_id'])
      .execute();

    await withId(db.schema.createTable('shop_voucher_codes'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('shop_products.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      // Null until sold: the claim is a conditional update on this column.
      .addColumn('order_item_id', 'integer', (c) => c.references('shop_order_items.id'))
      .addColumn('sold_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shop_voucher_codes_uq')
      .on('shop_voucher_codes')
      .columns(['product_id', 'code'])
      .unique()
      .execute();
    await db.schema
      .createIndex('shop_voucher_codes_free_idx')
      .on('shop_voucher_codes')
      .columns(['product_id', 'order_item_id'])
      .execute();
    await db.schema
      .createIndex('shop_voucher_codes_item_idx')
      .on('shop_voucher_codes')
      .column('order_item_id')
      .execute();

    await withId(db.schema.createTable('shop_adverts'), dialect)
      .addColumn('what', 'text', (c) => c.notNull())
      .addColumn('href', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db) {
    for (const table of [
      'shop_adverts',
      'shop_voucher_codes',
      'shop_promo_uses',
      'shop_order_items',
      'shop_orders',
      'shop_promo_codes',
      'shop_basket_items',
      'shop_products',
      'shop_images',
      'shop_categories',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
