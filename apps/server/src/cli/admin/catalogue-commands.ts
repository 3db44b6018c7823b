import fs from 'node:fs/promises';
import { calls, type adminCatalogue } from '@portal/contract';
import { addAdvert, changeAdvert, listAdverts } from '../../modules/admin/index.js';
import { addCategory, categoryTree, changeCategory } from '../../modules/admin/index.js';
import { uploadProductImage } from '../../modules/admin/index.js';
import { changePromo, listPromos } from '../../modules/admin/index.js';
import { num, parseWith, refusalsToExit, str, withBody } from './args.js';
import type { AdminCommand, CommandArgs, CommandIo } from './command.js';
import { textOptions } from './command-shapes.js';

/**
 * Shop catalogue upkeep from the command line: the same services as the admin screens, so the
 * same checks and audit entries. Options are checked with the web calls' own schemas.
 */

/** --show / --hide as a boolean (undefined when neither is given). */
const onOff = (values: CommandArgs['values'], on: string, off: string) =>
  values[on] ? true : values[off] ? false : undefined;

/** The --hide / --show pair of an update command. */
const HIDE_OR_SHOW = { hide: { type: 'boolean' }, show: { type: 'boolean' } } as const;

const categoryList: AdminCommand = {
  name: 'category-list',
  summary: 'Prints the shop’s category tree with ids, order and what members see',
  usage: '',
  async run(ctx, _actor, _args, io) {
    for (const c of await categoryTree(ctx.database.db)) {
      const state = c.hidden ? 'hidden' : c.visible ? 'shown' : 'empty';
      io.out(
        `${'  '.repeat(c.level - 1)}#${c.id} ${c.name} (order ${c.sortOrder}, ${c.activeProducts} on sale, ${state})`,
      );
    }
    return 0;
  },
};

const categoryAdd: AdminCommand = {
  name: 'category-add',
  summary: 'Adds a shop category, at the top or under --parent <id>',
  usage: '<name> [--parent <id>] [--order <n>]',
  options: { parent: { type: 'string' }, order: { type: 'string' } },
  async run(ctx, actor, { values, positionals }, io) {
    return withBody(
      io,
      calls['admin.categoryadd'].body,
      { name: positionals.join(' '), parentId: num(values.parent) ?? null, sortOrder: num(values.order) },
      async (body) => {
        const { category } = await addCategory(ctx, actor, body);
        io.out(`Added category #${category.id} ${category.name} (level ${category.level}).`);
      },
    );
  },
};

const categoryUpdate: AdminCommand = {
  name: 'category-update',
  summary: 'Renames, reorders, hides or shows a shop category',
  usage: '<id> [--name <name>] [--order <n>] [--hide | --show]',
  options: { ...textOptions('name', 'order'), ...HIDE_OR_SHOW },
  async run(ctx, actor, { values, positionals }, io) {
    return withBody(
      io,
      calls['admin.categoryupdate'].body,
      {
        categoryId: Number(positionals[0]),
        name: str(values.name),
        sortOrder: num(values.order),
        hidden: onOff(values, 'hide', 'show'),
      },
      async (body) => {
        const { category: c } = await changeCategory(ctx, actor, body);
        io.out(`Category #${c.id} ${c.name}: order ${c.sortOrder}, ${c.hidden ? 'hidden' : 'not hidden'}.`);
      },
    );
  },
};

const productImage: AdminCommand = {
  name: 'product-image',
  summary: 'Sets a product’s picture from an image file (stored as WebP)',
  usage: '<product id> <image file>',
  async run(ctx, actor, { positionals }, io) {
    const body = parseWith(calls['admin.productimage'].body, { productId: positionals[0] }, io);
    if (!body || !positionals[1]) {
      if (!positionals[1]) io.err('Name the image file: npm run admin -- product-image <product id> <file>');
      return 2;
    }
    const bytes = await fs.readFile(positionals[1]);
    return refusalsToExit(io, async () => {
      const r = await uploadProductImage(ctx, actor, body.productId, bytes);
      io.out(`Product ${r.productId} now shows /shopimg/${r.imageFile}.`);
    });
  },
};

const advertList: AdminCommand = {
  name: 'advert-list',
  summary: 'Prints the shop’s adverts in rotation order',
  usage: '',
  async run(ctx, _actor, _args, io) {
    for (const a of (await listAdverts(ctx.database.db)).adverts)
      io.out(
        `#${a.id} [${a.active ? 'shown' : 'hidden'}] order ${a.sortOrder} ${a.what} -> ${a.href || '(no link)'} (${a.img})`,
      );
    return 0;
  },
};

const advertAdd: AdminCommand = {
  name: 'advert-add',
  summary: 'Adds an advert from an image file',
  usage: '<image file> --what <text> [--href </path or https://…>] [--order <n>] [--hidden]',
  options: {
    what: { type: 'string' },
    href: { type: 'string' },
    order: { type: 'string' },
    hidden: { type: 'boolean' },
  },
  async run(ctx, actor, { values, positionals }, io) {
    const body = parseWith(
      calls['admin.advertadd'].body,
      {
        what: str(values.what) ?? '',
        href: str(values.href),
        sortOrder: str(values.order),
        active: values.hidden ? 'false' : 'true',
      },
      io,
    );
    if (!body || !positionals[0]) {
      if (!positionals[0]) io.err('Name the image file: npm run admin -- advert-add <file> --what <text>');
      return 2;
    }
    const bytes = await fs.readFile(positionals[0]);
    return refusalsToExit(io, async () => {
      const { advert } = await addAdvert(ctx, actor, body, bytes);
      io.out(`Added advert #${advert.id} ${advert.what}${advert.active ? '' : ' (hidden)'}.`);
    });
  },
};

const advertUpdate: AdminCommand = {
  name: 'advert-update',
  summary: 'Changes an advert’s text, link or order, or hides / shows it',
  usage: '<id> [--what <text>] [--href <link>] [--order <n>] [--hide | --show]',
  options: { ...textOptions('what', 'href', 'order'), ...HIDE_OR_SHOW },
  async run(ctx, actor, { values, positionals }, io) {
    return withBody(
      io,
      calls['admin.advertupdate'].body,
      {
        advertId: Number(positionals[0]),
        what: str(values.what),
        href: str(values.href),
        sortOrder: num(values.order),
        active: onOff(values, 'show', 'hide'),
      },
      async (body) => {
        const { advert: a } = await changeAdvert(ctx, actor, body);
        io.out(`Advert #${a.id} ${a.what}: order ${a.sortOrder}, ${a.active ? 'shown' : 'hidden'}.`);
      },
    );
  },
};

const promoList: AdminCommand = {
  name: 'promo-list',
  summary: 'Prints the promo codes with their uses so far',
  usage: '',
  async run(ctx, _actor, _args, io) {
    // Every code, a page at a time, as the admin page reads them.
    for (let page = 1, seen = 0, total = 1; seen < total; page++) {
      const list = await listPromos(ctx.database.db, { page, pageSize: 200 });
      total = list.total;
      seen += list.promos.length;
      if (!list.promos.length) break;
      for (const p of list.promos) printPromo(io, p);
    }
    return 0;
  },
};

function printPromo(io: CommandIo, p: adminCatalogue.TAdminPromo) {
  const off = p.kind === 'percent' ? `${p.amount}%` : `${p.amount} points`;
  io.out(
    `#${p.id} ${p.code} ${off} off, ${p.validFrom.slice(0, 10)}–${p.validTo.slice(0, 10)}, used ${p.usesCount}${p.maxUsesTotal === null ? '' : ` of ${p.maxUsesTotal}`}${p.active ? '' : ', switched off'}`,
  );
}

const promoUpdate: AdminCommand = {
  name: 'promo-update',
  summary: 'Changes a promo code’s dates or limits, or switches it off / on',
  usage:
    '<id> [--from <date>] [--to <date>] [--max-uses <n|none>] [--max-per-member <n|none>] [--min-basket <n>] [--off | --on]',
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    'max-uses': { type: 'string' },
    'max-per-member': { type: 'string' },
    'min-basket': { type: 'string' },
    off: { type: 'boolean' },
    on: { type: 'boolean' },
  },
  async run(ctx, actor, { values, positionals }, io) {
    const limit = (v: CommandArgs['values'][string]) => (v === 'none' ? null : num(v));
    return withBody(
      io,
      calls['admin.promoupdate'].body,
      {
        promoId: Number(positionals[0]),
        validFrom: str(values.from),
        validTo: str(values.to),
        maxUsesTotal: limit(values['max-uses']),
        maxUsesPerMember: limit(values['max-per-member']),
        minBasket: num(values['min-basket']),
        active: onOff(values, 'on', 'off'),
      },
      async (body) => {
        const { promo: p } = await changePromo(ctx, actor, body);
        io.out(
          `Promo ${p.code}: ${p.validFrom}–${p.validTo}, used ${p.usesCount}${p.maxUsesTotal === null ? '' : ` of ${p.maxUsesTotal}`}, ${p.active ? 'on' : 'off'}.`,
        );
      },
    );
  },
};

export const CATALOGUE_COMMANDS: readonly AdminCommand[] = [
  categoryList,
  categoryAdd,
  categoryUpdate,
  productImage,
  advertList,
  advertAdd,
  advertUpdate,
  promoList,
  promoUpdate,
];
