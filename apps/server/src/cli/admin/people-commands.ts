import fs from 'node:fs/promises';
import path from 'node:path';
import { HrFileError, parseHrFile } from '../../modules/admin/index.js';
import { exportHrCsv } from '../../modules/admin/index.js';
import { applyImport } from '../../modules/admin/index.js';
import { planImport } from '../../modules/admin/index.js';
import type { AdminCommand } from './command.js';

const importPeople: AdminCommand = {
  name: 'import-people',
  summary: 'Checks an HR file and shows what would change; with --apply, applies it in one transaction',
  usage: '<file.csv> [--apply]',
  options: { apply: { type: 'boolean' } },
  async run(ctx, actor, { values, positionals }, io) {
    const [file] = positionals;
    if (!file) {
      io.err('Name the HR file: npm run admin -- import-people <file.csv> [--apply]');
      return 2;
    }
    const csv = await fs.readFile(file, 'utf8');
    let parsed;
    try {
      parsed = await parseHrFile(csv, {
        maxRows: ctx.config.HR_IMPORT_MAX_ROWS,
        onProgress: (done, total) => io.progress('Checking rows', done, total),
      });
    } catch (err) {
      if (err instanceof HrFileError) {
        io.err(err.message);
        return 1;
      }
      throw err;
    }
    io.progress('Checking rows', parsed.total, parsed.total);
    const { preview } = await planImport(ctx.database.db, parsed);
    io.out(
      `${preview.rows} rows: ${preview.counts.new} new, ${preview.counts.changed} changed, ${preview.counts.leaving} leaving, ${preview.unchanged} unchanged, ${preview.counts.errors} with errors`,
    );
    if (preview.newDivisions.length) io.out(`New divisions: ${preview.newDivisions.join(', ')}`);
    for (const r of preview.newMembers.slice(0, 20))
      io.out(`  new      row ${r.row}: ${r.memberNumber} ${r.name} (${r.division})`);
    for (const r of preview.changed.slice(0, 20))
      io.out(`  changed  row ${r.row}: ${r.memberNumber} ${r.name}: ${r.changes.join('; ')}`);
    for (const r of preview.leaving.slice(0, 20))
      io.out(`  leaving  row ${r.row}: ${r.memberNumber} ${r.name}`);
    for (const e of preview.errors)
      io.out(`  error    row ${e.row}: ${e.memberNumber || '(no number)'} ${e.field}: ${e.message}`);
    if (preview.counts.errors) {
      io.err('Nothing was changed: fix the rows with errors and run again.');
      return 1;
    }
    if (!values.apply) {
      io.out('Nothing was changed. Run again with --apply to apply these changes.');
      return 0;
    }
    const started = Date.now();
    await ctx.database.db
      .transaction()
      .execute((trx) =>
        applyImport(
          trx,
          ctx,
          actor,
          parsed,
          { fileName: path.basename(file), importId: `cli-${started}` },
          (phase, done, total) => io.progress(phase, done, total),
        ),
      );
    io.out(`Applied in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  },
};

const exportPeople: AdminCommand = {
  name: 'export-people',
  summary: 'Writes every member as an HR file (the import’s format) to a file, or prints it',
  usage: '[<file.csv>]',
  async run(ctx, _actor, { positionals }, io) {
    const csv = await exportHrCsv(ctx.database.db);
    if (positionals[0]) {
      await fs.writeFile(positionals[0], csv);
      io.out(`Wrote ${csv.split('\n').length - 2} members to ${positionals[0]}`);
    } else io.out(csv.trimEnd());
    return 0;
  },
};

export const PEOPLE_COMMANDS: readonly AdminCommand[] = [importPeople, exportPeople];
