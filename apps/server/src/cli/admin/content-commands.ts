import fs from 'node:fs/promises';
import { calls } from '@portal/contract';
import { savePage } from '../../modules/admin/index.js';
import { addCampaign, changeCampaign } from '../../modules/admin/index.js';
import { changeCategoryHelp } from '../../modules/admin/index.js';
import { str, withBody } from './args.js';
import type { AdminCommand, CommandArgs } from './command.js';

/**
 * Content, campaigns and nomination help texts from the command line. Options are read through
 * the same contract schemas as the web calls, then the same services run (and audit).
 */

const contentSet: AdminCommand = {
  name: 'content-set',
  summary: 'Saves a content page from an HTML file (sanitised as on the web); a new key adds a page',
  usage: '--key <contentKey> --file <page.html> [--title <title>]',
  options: { key: { type: 'string' }, file: { type: 'string' }, title: { type: 'string' } },
  async run(ctx, actor, { values }, io) {
    const file = str(values.file);
    if (!file) {
      io.err('Name the HTML file with --file');
      return 2;
    }
    const html = await fs.readFile(file, 'utf8');
    const key = str(values.key)?.toLowerCase() ?? '';
    const existing = key
      ? await ctx.database.db
          .selectFrom('contentPages')
          .select('title')
          .where('contentKey', '=', key)
          .executeTakeFirst()
      : undefined;
    return withBody(
      io,
      calls['admin.contentpagesave'].body,
      { contentKey: str(values.key) ?? '', title: str(values.title) ?? existing?.title ?? '', html },
      async (body) => {
        const { page } = await savePage(ctx, actor, body);
        io.out(
          `Saved page ${page.contentKey} "${page.title}" (${page.content.length} characters after sanitising)`,
        );
      },
    );
  },
};

const CAMPAIGN_OPTIONS = {
  name: { type: 'string' },
  description: { type: 'string' },
  colour: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
} as const;
const campaignInput = (values: CommandArgs['values']) => ({
  name: str(values.name),
  description: str(values.description),
  colour: str(values.colour),
  openDate: str(values.start),
  closeDate: str(values.end),
});
const campaignLine = (c: { id: number; name: string; colour: string; openDate: string; closeDate: string }) =>
  `Campaign ${c.id} "${c.name}" ${c.colour} ${c.openDate} to ${c.closeDate}`;

const campaignAdd: AdminCommand = {
  name: 'campaign-add',
  summary: 'Adds a Get Involved campaign',
  usage: '--name <name> --colour <#rrggbb> --start <YYYY-MM-DD> --end <YYYY-MM-DD> [--description <text>]',
  options: CAMPAIGN_OPTIONS,
  async run(ctx, actor, { values }, io) {
    return withBody(io, calls['admin.campaignadd'].body, campaignInput(values), async (body) =>
      io.out(`Added ${campaignLine((await addCampaign(ctx, actor, body)).campaign)}`),
    );
  },
};

const campaignUpdate: AdminCommand = {
  name: 'campaign-update',
  summary: 'Changes a campaign’s name, description, colour or dates',
  usage:
    '--id <campaignId> [--name <name>] [--colour <#rrggbb>] [--start <YYYY-MM-DD>] [--end <YYYY-MM-DD>] [--description <text>]',
  options: { ...CAMPAIGN_OPTIONS, id: { type: 'string' } },
  async run(ctx, actor, { values }, io) {
    return withBody(
      io,
      calls['admin.campaignupdate'].body,
      { campaignId: Number(values.id), ...campaignInput(values) },
      async (body) => io.out(`Changed ${campaignLine((await changeCampaign(ctx, actor, body)).campaign)}`),
    );
  },
};

const nomcatHelp: AdminCommand = {
  name: 'nomcat-help',
  summary: 'Changes the help text Nominate shows under a nomination category',
  usage: '--category <name> --text <help text>',
  options: { category: { type: 'string' }, text: { type: 'string' } },
  async run(ctx, actor, { values }, io) {
    return withBody(
      io,
      calls['admin.nomcathelp'].body,
      { nomCat: str(values.category), helpText: str(values.text) },
      async (body) => {
        const c = await changeCategoryHelp(ctx, actor, body);
        io.out(`${c.nomCat}: ${c.helpText}`);
      },
    );
  },
};

export const CONTENT_COMMANDS: readonly AdminCommand[] = [
  contentSet,
  campaignAdd,
  campaignUpdate,
  nomcatHelp,
];
