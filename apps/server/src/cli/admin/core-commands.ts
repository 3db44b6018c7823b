import { ZProgrammeSettings, type TProgrammeSettings } from '@portal/contract';
import { listAuditLog } from '../../modules/admin/index.js';
import { changeSettings, readSettings, runLedgerAudit } from '../../modules/admin/index.js';
import { smsSpend } from '../../modules/admin/index.js';
import type { AdminCommand } from './command.js';
import { reportCommand } from './command-shapes.js';

const auditLog: AdminCommand = {
  name: 'audit-log',
  summary: 'Prints the admin audit log, newest first',
  usage: '[--action <prefix>] [--search <text>] [--limit <n>]',
  options: { action: { type: 'string' }, search: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx, _actor, { values }, io) {
    const pageSize = Math.min(200, Math.max(1, Number(values.limit ?? 20) || 20));
    const { entries, total } = await listAuditLog(ctx.database.db, {
      page: 1,
      pageSize,
      action: String(values.action ?? ''),
      search: String(values.search ?? ''),
    });
    for (const e of entries) {
      io.out(`#${e.id} ${e.at} ${e.actor} ${e.action} ${e.target}`);
      io.out(`  before: ${JSON.stringify(e.before)}`);
      io.out(`  after:  ${JSON.stringify(e.after)}`);
    }
    io.out(`${entries.length} of ${total} entries`);
    return 0;
  },
};

const ledgerAudit = reportCommand({
  name: 'ledger-audit',
  summary: 'Proves the points ledger (as npm run audit); exits 1 on any problem',
  async print(ctx, io) {
    const report = await runLedgerAudit(ctx);
    io.out(
      `accounts: ${report.accounts}, transfers: ${report.transfers}, sum of balances: ${report.totalBalance}`,
    );
    for (const p of report.problems) io.out(`problem: ${p}`);
    io.out(report.ok ? 'ledger audit passed' : 'ledger audit FAILED');
    return report.ok ? 0 : 1;
  },
});

/** Reads "key=value" as the setting's type: JSON for numbers, booleans and lists, text otherwise. */
function parseAssignment(text: string): [keyof TProgrammeSettings, unknown] | null {
  const eq = text.indexOf('=');
  if (eq < 1) return null;
  const key = text.slice(0, eq) as keyof TProgrammeSettings;
  const raw = text.slice(eq + 1);
  if (!(key in ZProgrammeSettings.shape)) return null;
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'string') return [key, json];
  } catch {
    /* plain text */
  }
  return [key, raw];
}

const settings: AdminCommand = {
  name: 'settings',
  summary:
    'Prints the programme settings, or changes some: settings pointsName=Stars birthdayAwardPoints=150',
  usage: '[<key>=<value> …]',
  async run(ctx, actor, { positionals }, io) {
    if (positionals.length === 0) {
      for (const [k, v] of Object.entries(await readSettings(ctx))) io.out(`${k}=${JSON.stringify(v)}`);
      return 0;
    }
    const patch: Record<string, unknown> = {};
    for (const p of positionals) {
      const kv = parseAssignment(p);
      if (!kv) {
        io.err(
          `Not a setting assignment: ${p} (settings are ${Object.keys(ZProgrammeSettings.shape).join(', ')})`,
        );
        return 2;
      }
      patch[kv[0]] = kv[1];
    }
    const parsed = ZProgrammeSettings.partial().safeParse(patch);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) io.err(`${issue.path.join('.')}: ${issue.message}`);
      return 2;
    }
    const after = await changeSettings(ctx, actor, parsed.data);
    for (const k of Object.keys(parsed.data))
      io.out(`${k}=${JSON.stringify(after[k as keyof TProgrammeSettings])}`);
    return 0;
  },
};

const smsSpendCommand = reportCommand({
  name: 'sms-spend',
  summary: "Prints this month's SMS count and cost (the admin overview's figure)",
  async print(ctx, io) {
    const s = await smsSpend(ctx);
    const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: s.currency }).format(s.cost);
    io.out(
      `${s.month}: ${s.sms} SMS (${s.ecardSms} of them e-cards) at ${s.unitCost} ${s.currency} each = ${money}`,
    );
    return 0;
  },
});

export const CORE_COMMANDS: readonly AdminCommand[] = [auditLog, ledgerAudit, settings, smsSpendCommand];
