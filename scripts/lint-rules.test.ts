import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './check-cycles.js';

/**
 * The architecture's import rules bite: each case is an import the rules exist to refuse,
 * linted as if it were a file of the tree. The tree itself passes `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/**
 * Lints a case as if it were a file at that place in the tree (the import rules resolve its
 * imports against the real files). The case is handed to ESLint as text, never written into the
 * tree, where other suites (the catalogue checks that scan the sources) would meet it.
 */
async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// Each case lints real files with the TypeScript resolver: seconds each on a busy machine.
describe('import rules', { timeout: 60_000 }, () => {
  // The first lint loads TypeScript and the resolver: seconds on a busy machine.
  beforeAll(() => rulesHit('apps/server/src/lib/warm-up.ts', 'export {};\n'), 60_000);

  it("refuses a server module reaching into another module's files", async () => {
    const hits = await rulesHit(
      'apps/server/src/modules/recognition/lint-case.ts',
      "import { findOrderItem } from '../shop/order-repository.js';\nexport const f = findOrderItem;\n",
    );
    expect(hits).toContain('import/no-restricted-paths');
  });

  it("allows the same import through the module's public face", async () => {
    const hits = await rulesHit(
      'apps/server/src/modules/recognition/lint-case.ts',
      "import { findOrderItem } from '../shop/index.js';\nexport const f = findOrderItem;\n",
    );
    expect(hits).not.toContain('import/no-restricted-paths');
  });

  it('refuses a screen calling the server or invalidating queries itself', async () => {
    const hits = await rulesHit(
      'apps/web/src/features/home/LintCase.tsx',
      "import { useQueryClient } from '@tanstack/react-query';\nimport { member } from '@portal/contract';\nimport { callApi } from '../../lib/api';\n" +
        "export function useSave() {\n  const client = useQueryClient();\n  return async () => {\n    await callApi(member.logout, {});\n    await client.invalidateQueries({ queryKey: ['x'] });\n  };\n}\n",
    );
    expect(hits.filter((h) => h === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('refuses a web feature importing another feature', async () => {
    const hits = await rulesHit(
      'apps/web/src/features/home/LintCase.tsx',
      "import { ShopScreen } from '../shop/ShopScreen';\nexport const S = ShopScreen;\n",
    );
    expect(hits).toContain('import/no-restricted-paths');
  });

  it('refuses shared web code importing a feature or the app shell', async () => {
    const fromFeature = await rulesHit(
      'apps/web/src/components/LintCase.tsx',
      "import { ShopScreen } from '../features/shop/ShopScreen';\nexport const S = ShopScreen;\n",
    );
    const fromApp = await rulesHit(
      'apps/web/src/lib/lint-case.ts',
      "import { appModals } from '../app/modals';\nexport const m = appModals;\n",
    );
    expect(fromFeature).toContain('import/no-restricted-paths');
    expect(fromApp).toContain('import/no-restricted-paths');
  });

  it('refuses shared server code importing a module, and a module importing the composition', async () => {
    const shared = await rulesHit(
      'apps/server/src/db/lint-case.ts',
      "import { reportRoutes } from '../modules/reports/index.js';\nexport const r = reportRoutes;\n",
    );
    const upward = await rulesHit(
      'apps/server/src/modules/insights/lint-case.ts',
      "import { SCHEDULED_JOBS } from '../../jobs/index.js';\nexport const j = SCHEDULED_JOBS;\n",
    );
    const scheduling = await rulesHit(
      'apps/server/src/modules/insights/lint-case.ts',
      "import type { ScheduledJob } from '../../scheduling/scheduler.js';\nexport type J = ScheduledJob;\n",
    );
    expect(shared).toContain('import/no-restricted-paths');
    expect(upward).toContain('no-restricted-imports');
    expect(scheduling).toEqual([]);
  });

  it('refuses a producer importing a channel, and allows the event bus and a channel module its own', async () => {
    const chat = await rulesHit(
      'apps/server/src/modules/shop/lint-case.ts',
      "import { chatSubscriber } from '../chat/index.js';\nexport const c = chatSubscriber;\n",
    );
    const webhooks = await rulesHit(
      'apps/server/src/modules/admin/people/lint-case.ts',
      "import { webhookSubscriber } from '../../integrations/index.js';\nexport const w = webhookSubscriber;\n",
    );
    const push = await rulesHit(
      'apps/server/src/modules/recognition/lint-case.ts',
      "import { pushTransport } from '../push/index.js';\nexport const p = pushTransport;\n",
    );
    const bus = await rulesHit(
      'apps/server/src/modules/shop/lint-case.ts',
      "import { emit } from '../../events/bus.js';\nexport const e = emit;\n",
    );
    const channel = await rulesHit(
      'apps/server/src/modules/integrations/lint-case.ts',
      "import { sealedChatSecrets } from '../chat/index.js';\nexport const s = sealedChatSecrets;\n",
    );
    expect(chat).toContain('no-restricted-imports');
    expect(webhooks).toContain('no-restricted-imports');
    expect(push).toContain('no-restricted-imports');
    expect(bus).toEqual([]);
    expect(channel).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const fixture = await importCycles(['scripts/lint-fixtures/cycle-a.ts'], { exclude: /node_modules/ });
    expect(fixture).toEqual([['scripts/lint-fixtures/cycle-a.ts', 'scripts/lint-fixtures/cycle-b.ts']]);
  });

  it('refuses keys added after a spread on the request path, and allows them elsewhere', async () => {
    const code =
      'export const f = (a: { x: number }) => ({ ...a, y: 1 });\nexport const g = (a: { x: number }) => ({ y: 1, ...a });\n';
    const onPath = await rulesHit('apps/server/src/messaging/lint-case.ts', code);
    const elsewhere = await rulesHit('apps/server/src/modules/shop/lint-case.ts', code);
    expect(onPath.filter((r) => r === 'no-restricted-syntax')).toHaveLength(1);
    expect(elsewhere).not.toContain('no-restricted-syntax');
  });

  it('refuses English text thrown as a server refusal, on the request path too, and allows a descriptor', async () => {
    const literal =
      "import { badRequest, HttpError } from '../../lib/errors.js';\n" +
      "export const a = () => badRequest('English text');\n" +
      'export const b = (n: number) => new HttpError(409, `No order ${n}.`);\n';
    const inModule = await rulesHit('apps/server/src/modules/shop/lint-case.ts', literal);
    const onPath = await rulesHit('apps/server/src/modules/recognition/lint-case.ts', literal);
    expect(inModule.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    expect(onPath.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    const described = await rulesHit(
      'apps/server/src/modules/shop/lint-case.ts',
      "import { badRequest } from '../../lib/errors.js';\nimport { COMMON_TEXTS } from '../../i18n/index.js';\n" +
        'export const a = () => badRequest(COMMON_TEXTS.invalidCursor);\n',
    );
    expect(described).not.toContain('no-restricted-syntax');
  });

  it('refuses a hook called conditionally', async () => {
    const hits = await rulesHit(
      'apps/web/src/components/LintCase.tsx',
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    );
    expect(hits).toContain('react-hooks/rules-of-hooks');
  });
});
