/**
 * Web budget (`npm run bench:web`): on the production build with a fresh demo database,
 * (1) the JavaScript and CSS each screen loads, as Chromium fetched them (playwright-core),
 * raw and gzipped; (2) a Lighthouse run (mobile emulation, simulated throttling: its
 * defaults) of Welcome and Home, with the performance, accessibility and best-practices
 * scores. Home needs a session: the web app keeps the token in sessionStorage ('token'),
 * which lives per tab, so Lighthouse is handed a tab (Puppeteer page over CDP) that already
 * holds it, with storage reset off and the HTTP cache cleared.
 * Writes bench/results/web-latest.json.
 *
 * Options: --build (rebuild first), --no-lighthouse, --runs=N (Lighthouse N times per screen, with
 * the median of each figure: one run's blocking time moves with whatever else the machine
 * does), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Response } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from './calls.js';
import { intArg, parseArgs } from './lib/args.js';
import { ensureBuild } from './lib/build.js';
import { printTable, round } from './lib/format.js';
import { repoRoot, resultsDir, serverMain } from './lib/paths.js';
import { freePort, startServer, type RunningServer } from './lib/server.js';

const args = parseArgs();
const RUNS = Math.max(1, intArg(args, 'runs', 1));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const HOME_MEMBER = '100001';
const SIGN_IN_FORM = 'form[aria-label="Sign in"]';

/** The screens measured: Welcome is '/' without a session, Home is '/' with one. */
const SCREENS = [
  { name: 'Welcome', path: '/', signedIn: false },
  { name: 'Home', path: '/', signedIn: true },
] as const;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}
interface ScreenAssets {
  screen: string;
  js: { files: number; bytes: number; gzipBytes: number };
  css: { files: number; bytes: number; gzipBytes: number };
  totalGzipBytes: number;
  assets: Asset[];
}

async function apiLogin(url: string, memberNumber: string): Promise<string> {
  const res = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (res.status !== 200 || !body.token)
    throw new Error(`login ${memberNumber}: ${res.status} ${body.message ?? ''}`);
  return body.token;
}

const kindOf = (r: Response): Asset['kind'] | null => {
  const type = r.request().resourceType();
  const ct = r.headers()['content-type'] ?? '';
  if (type === 'script' || ct.includes('javascript')) return 'js';
  if (type === 'stylesheet' || ct.includes('text/css')) return 'css';
  return null;
};

async function collect(responses: Response[]): Promise<Asset[]> {
  const out: Asset[] = [];
  for (const r of responses) {
    const kind = kindOf(r);
    if (!kind || r.status() !== 200) continue;
    const body = await r.body();
    out.push({
      url: new URL(r.url()).pathname,
      kind,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return out;
}

function summarise(screen: string, assets: Asset[]): ScreenAssets {
  const sum = (kind: Asset['kind']) => {
    const of = assets.filter((a) => a.kind === kind);
    return {
      files: of.length,
      bytes: of.reduce((n, a) => n + a.bytes, 0),
      gzipBytes: of.reduce((n, a) => n + a.gzipBytes, 0),
    };
  };
  const js = sum('js');
  const css = sum('css');
  return { screen, js, css, totalGzipBytes: js.gzipBytes + css.gzipBytes, assets };
}

/** Loads a screen in a fresh context (empty cache) and returns the JS and CSS it fetched. */
async function screenAssets(
  browser: Browser,
  origin: string,
  screen: (typeof SCREENS)[number],
  token: string | null,
) {
  const context = await browser.newContext();
  try {
    if (token) await context.addInitScript((t) => sessionStorage.setItem('token', t), token);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(origin + screen.path, { waitUntil: 'networkidle' });
    const signInShown = (await page.locator(SIGN_IN_FORM).count()) > 0;
    if (signInShown === screen.signedIn) {
      throw new Error(
        `${screen.name} not reached: the sign-in form is ${signInShown ? 'shown' : 'missing'} at ${page.url()}`,
      );
    }
    return summarise(screen.name, await collect(responses));
  } finally {
    await context.close();
  }
}

/** Signs in through the Welcome form as a person would, and returns what the sign-in loaded beyond Welcome. */
async function signInThroughWelcome(browser: Browser, origin: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'networkidle' });
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.locator(`${SIGN_IN_FORM} input[name="memberNumber"]`).fill(HOME_MEMBER);
    await page.locator(`${SIGN_IN_FORM} input[name="password"]`).fill(DEMO_PASSWORD);
    await page.locator(SIGN_IN_FORM).getByRole('button', { name: 'Sign in' }).click();
    await page.locator(SIGN_IN_FORM).waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return summarise('Welcome → Home (sign-in, extra)', await collect(responses));
  } finally {
    await context.close();
  }
}

interface LighthouseResult {
  screen: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  metrics: Record<string, number | null>;
  /** Audits that did not pass, per category, for whoever fixes them. */
  failing: Record<string, string[]>;
  reachedScreen: boolean;
}

async function runLighthouse(origin: string, token: string): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const out: LighthouseResult[] = [];
  try {
    for (const screen of Array.from({ length: RUNS }, () => SCREENS).flat()) {
      const page = await browser.newPage();
      // A same-origin document that is not the app, to put the token in this tab's storage
      // without loading (and caching) the app's assets first.
      await page.goto(origin + '/api/openapi.json');
      await page.evaluate(
        (t) => (t ? sessionStorage.setItem('token', t) : sessionStorage.clear()),
        screen.signedIn ? token : null,
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      console.log(`Lighthouse: ${screen.name}…`);
      const result = await lighthouse(
        origin + screen.path,
        {
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          logLevel: 'error',
          output: 'json',
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${screen.name}`);
      const lhr = result.lhr;
      // BENCH_WEB_LHR_DIR keeps each screen's whole Lighthouse report (long tasks, boot-up time).
      if (process.env.BENCH_WEB_LHR_DIR)
        fs.writeFileSync(
          path.join(process.env.BENCH_WEB_LHR_DIR, `${screen.name}.json`),
          JSON.stringify(lhr),
        );
      const signInShown = await page.evaluate((sel) => document.querySelector(sel) !== null, SIGN_IN_FORM);
      const score = (id: string) => {
        const s = lhr.categories[id]?.score;
        return s === null || s === undefined ? null : Math.round(s * 100);
      };
      const metric = (id: string) => {
        const v = lhr.audits[id]?.numericValue;
        return v === undefined ? null : round(v, id === 'cumulative-layout-shift' ? 3 : 0);
      };
      const failing: Record<string, string[]> = {};
      for (const [id, cat] of Object.entries(lhr.categories)) {
        failing[id] = cat.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) => `${a?.id} (${a?.score})`);
      }
      out.push({
        screen: screen.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        metrics: {
          firstContentfulPaintMs: metric('first-contentful-paint'),
          largestContentfulPaintMs: metric('largest-contentful-paint'),
          totalBlockingTimeMs: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
          totalByteWeight: metric('total-byte-weight'),
        },
        failing,
        reachedScreen: signInShown !== screen.signedIn,
      });
      if (signInShown === screen.signedIn)
        console.log(`  warning: ${screen.name} was not reached during the Lighthouse run`);
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return out;
}

const kb = (n: number) => round(n / 1024, 1);

const median = (values: Array<number | null | undefined>): number | null => {
  const v = values.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : round((v[mid - 1]! + v[mid]!) / 2, 0);
};

/** Each screen's median over the runs, figure by figure. */
function medians(results: LighthouseResult[]) {
  return SCREENS.map(({ name }) => {
    const runs = results.filter((r) => r.screen === name);
    return {
      screen: name,
      runs: runs.length,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      totalBlockingTimeMs: median(runs.map((r) => r.metrics.totalBlockingTimeMs)),
      largestContentfulPaintMs: median(runs.map((r) => r.metrics.largestContentfulPaintMs)),
    };
  });
}

async function main() {
  ensureBuild(args.has('build'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    const port = await freePort();
    server = await startServer({
      command: [process.execPath, serverMain],
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: `sqlite:${path.join(tmp, 'web.db')}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      cwd: repoRoot,
      port,
      readyPath: '/readyz',
    });
    const origin = server.url;

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const token = await apiLogin(origin, HOME_MEMBER);
    const sizes: ScreenAssets[] = [];
    for (const screen of SCREENS)
      sizes.push(await screenAssets(browser, origin, screen, screen.signedIn ? token : null));
    sizes.push(await signInThroughWelcome(browser, origin));
    await browser.close();
    browser = null;

    console.log(
      '\nJavaScript and CSS loaded per screen (KiB; gzip level 9; the server itself sends them uncompressed unless it compresses)',
    );
    printTable(
      [
        'screen',
        'JS files',
        'JS KiB',
        'JS gzip KiB',
        'CSS files',
        'CSS KiB',
        'CSS gzip KiB',
        'total gzip KiB',
      ],
      sizes.map((s) => [
        s.screen,
        s.js.files,
        kb(s.js.bytes),
        kb(s.js.gzipBytes),
        s.css.files,
        kb(s.css.bytes),
        kb(s.css.gzipBytes),
        kb(s.totalGzipBytes),
      ]),
    );
    for (const s of sizes.slice(0, 2)) {
      console.log(`  ${s.screen}: ${s.assets.map((a) => `${a.url} ${kb(a.gzipBytes)} KiB`).join(', ')}`);
    }

    let lighthouseResults: LighthouseResult[] = [];
    if (!args.has('no-lighthouse')) {
      console.log('');
      // Home needs a live session; the token above may have idled out on a slow machine.
      lighthouseResults = await runLighthouse(origin, await apiLogin(origin, HOME_MEMBER));
      console.log('\nLighthouse 12 (mobile emulation, simulated throttling)');
      printTable(
        [
          'screen',
          'performance',
          'accessibility',
          'best practices',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'reached',
        ],
        lighthouseResults.map((r) => [
          r.screen,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.metrics.firstContentfulPaintMs ?? null,
          r.metrics.largestContentfulPaintMs ?? null,
          r.metrics.totalBlockingTimeMs ?? null,
          r.metrics.cumulativeLayoutShift ?? null,
          r.reachedScreen ? 'yes' : 'NO',
        ]),
      );
      if (RUNS > 1) {
        for (const m of medians(lighthouseResults))
          console.log(
            `  median of ${RUNS} runs, ${m.screen}: performance ${m.performance}, accessibility ${m.accessibility}, TBT ${m.totalBlockingTimeMs} ms, LCP ${m.largestContentfulPaintMs} ms`,
          );
      }
      for (const r of lighthouseResults) {
        for (const [cat, list] of Object.entries(r.failing))
          if (list.length) console.log(`  ${r.screen} ${cat} below 0.9: ${list.join(', ')}`);
      }
    }

    const report = {
      at: new Date().toISOString(),
      machine: {
        loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
        cpus: os.availableParallelism(),
        cpuModel: os.cpus()[0]?.model ?? '',
        node: process.version,
      },
      gzip: 'zlib level 9 of each response body',
      sizes,
      lighthouse: lighthouseResults,
      lighthouseMedians: RUNS > 1 ? medians(lighthouseResults) : undefined,
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    const out = path.join(resultsDir, 'web-latest.json');
    fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    console.log(`\nWritten to ${path.relative(repoRoot, out)}`);
  } finally {
    await browser?.close();
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
