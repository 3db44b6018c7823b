import type { calls, CallBody } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { sendCsv, type CsvCell } from '../../http/csv-download.js';
import type { InsightsCaller } from './scope.js';
import { SECTIONS } from './service.js';

const COLUMNS = ['Section', 'Scope', 'Group', 'Figure', 'Current period', 'Previous period'];
export const WITHHELD = 'fewer than 5';

/** What names an element of a list: its key, value and division, days, ends, rating or quarter. */
function nameOf(item: Record<string, unknown>, index: number): string {
  // A manager (keyed by member id) also by id: two managers may share a name.
  if (typeof item.key === 'string' && /^\d+$/.test(item.key) && item.label)
    return `${String(item.label)} (#${item.key})`;
  if (typeof item.key === 'string') return item.label ? `${String(item.label)}` : item.key;
  if (typeof item.value === 'string')
    return item.division ? `${item.value} / ${String(item.divisionName)}` : item.value;
  if (typeof item.days === 'number') return `${item.days} days`;
  if (typeof item.from === 'string' && typeof item.to === 'string') return `${item.from} → ${item.to}`;
  if (typeof item.rating === 'number') return `rating ${item.rating}`;
  if (typeof item.quarter === 'string') return `${item.quarter} ${String(item.nomCat)}`;
  if (typeof item.currency === 'string') return item.currency;
  return String(index + 1);
}

/** Every figure of a section's answer as [group, figure] → value; withheld ones read "fewer than 5". */
function flatten(value: unknown, group: string, out: Map<string, CsvCell>, withheld = false) {
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      flatten(item, `${group ? `${group} / ` : ''}${nameOf(item as Record<string, unknown>, i)}`, out),
    );
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const hidden = withheld || record.suppressed === true;
  for (const [k, v] of Object.entries(record)) {
    if (k === 'suppressed' || k === 'key' || k === 'label') continue;
    if (typeof v === 'number' || v === null)
      out.set(`${group}\u0000${k}`, v === null && hidden ? WITHHELD : v);
    else if (typeof v === 'object') flatten(v, group ? `${group} / ${k}` : k, out, hidden);
    else if (k === 'name' || k === 'lastRecognisedAt') out.set(`${group}\u0000${k}`, v as string);
  }
}

type Paged = { byManager: unknown[]; byManagerNext: string | null };
const isPaged = (figures: object): figures is Paged => 'byManagerNext' in figures;

/**
 * One section for a period and scope, a row per figure with the previous period beside it.
 * Sections that list managers a page at a time stream every page, after the other figures.
 */
export async function insightsCsv(
  ctx: AppContext,
  reply: FastifyReply,
  caller: InsightsCaller,
  body: CallBody<(typeof calls)['insights.csv']>,
) {
  const answer = await SECTIONS[body.section](ctx, caller, body);
  const rowsOf = (current: object, previous: object) => {
    const now = new Map<string, CsvCell>();
    const before = new Map<string, CsvCell>();
    flatten(current, '', now);
    flatten(previous, '', before);
    const keys = [...new Set([...now.keys(), ...before.keys()])];
    return keys.map((k) => {
      const [group, figure] = k.split('\u0000') as [string, string];
      return [body.section, answer.scope.name, group, figure, now.get(k) ?? '', before.get(k) ?? ''];
    });
  };
  const without = (f: object) => ({ ...f, byManager: [] });
  async function* pages() {
    const { current, previous } = answer;
    yield [
      ['Period', answer.scope.name, '', 'from–to', answer.period.label, answer.previousPeriod.label],
      ...(isPaged(current) ? rowsOf(without(current), without(previous)) : rowsOf(current, previous)),
    ] as CsvCell[][];
    if (!isPaged(current) || !isPaged(previous)) return;
    let page: { current: Paged; previous: Paged } = { current, previous };
    for (;;) {
      yield rowsOf(
        { byManager: page.current.byManager },
        { byManager: page.previous.byManager },
      ) as CsvCell[][];
      const after = page.current.byManagerNext;
      if (!after) return;
      const next = await SECTIONS[body.section](ctx, caller, { ...body, managersAfter: after });
      page = next as unknown as { current: Paged; previous: Paged };
    }
  }
  return sendCsv(reply, COLUMNS, pages());
}
