import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One axe violation, each node with the start of its HTML (a bare `:root` names no attribute). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string }[];
}

/**
 * Runs axe in the page's own document and returns its violations. axe's source goes in once per
 * document, and only violations are collected: AxeBuilder injected it into every frame on every
 * call and finished each run in a page of its own, three times the cost of the analysis, and the
 * portal has no frames for that to cover.
 */
export async function runAxe(page: Page, tags?: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (runOnly) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const result = await engine.run(document, {
        resultTypes: ['violations'],
        ...(runOnly ? { runOnly: { type: 'tag', values: runOnly } } : {}),
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160) })),
      }));
    },
    tags ? [...tags] : null,
  );
}
