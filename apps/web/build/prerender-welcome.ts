import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES, SOURCE_LANGUAGE, type TLanguageTag } from '../../../packages/contract/src/languages';
import { LIMITS } from '../../../packages/contract/src/limits';
import { welcomePageHtml } from '../src/features/auth/welcome-page';

const src = path.resolve(import.meta.dirname, '../src');

/**
 * Runs before the page paints (a classic script in <head>): with a stored session, or on any
 * address but Welcome's, the page is marked `app-boot`, which hides the prerendered Welcome,
 * so a member opening / never sees it flash before Home.
 */
const SESSION_GATE = `(function () {
  var token = null;
  try { token = sessionStorage.getItem('token'); } catch (e) {}
  var path = location.pathname;
  var boot = token || (path !== '/' && path !== '/welcome');
  if (boot) document.documentElement.classList.add('app-boot');
  // On Welcome, a sign-in or a Register / Forgot password pressed before the island's script has
  // run is held for it, not lost: the form would go to its no-JavaScript fallback instead and
  // drop what was typed (a slow phone on mobile data shows the form seconds before the script).
  if (!boot) {
    window.__portalEarly = {};
    var held = function () { return window.__portalEarly; };
    document.addEventListener('submit', function (e) {
      var form = e.target;
      if (!held() || !form.hasAttribute || !form.hasAttribute('data-sign-in')) return;
      e.preventDefault();
      held().signIn = true;
    }, true);
    document.addEventListener('click', function (e) {
      var button = e.target && e.target.closest ? e.target.closest('[data-modal]') : null;
      if (held() && button) held().modal = button.getAttribute('data-modal');
    }, true);
  }
  var json = function (r) { return r.ok ? r.json() : null; };
  var none = function () { return null; };
  // The app's theme and names come from the branding: asked for now, the first render already
  // has them, instead of rendering every screen again in the right colours (lib/branding.ts).
  if (boot && window.fetch) {
    window.__portalBranding = fetch('/api/site/branding', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}'
    }).then(json).catch(none);
  }
  // A member's Home data is on its way while the app's modules download (lib/early-home.ts).
  if (token && window.fetch && path !== '/logout') {
    window.__portalHome = {
      token: token,
      data: fetch('/api/member/getmemberdata', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer ' + token },
        body: '{}'
      }).then(json).catch(none)
    };
  }
})();
`;
const gateFile = `assets/session-gate-${crypto.createHash('sha256').update(SESSION_GATE).digest('hex').slice(0, 8)}.js`;

/** Welcome in one language, from the auth feature's catalogue as the build compiles it. */
async function welcomeI18n(locale: TLanguageTag): Promise<I18n> {
  const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') });
  const file = path.relative(config.rootDir ?? '.', path.join(src, `features/auth/locales/${locale}.po`));
  const found = getCatalogForFile(file, await getCatalogs(config));
  if (!found) throw new Error(`No catalogue at ${file}`);
  const { messages } = await found.catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales || {},
    sourceLocale: config.sourceLocale ?? SOURCE_LANGUAGE,
  });
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

async function welcomeHtml(locale: TLanguageTag): Promise<string> {
  const defaults = { programmeName: 'Recognition Portal', pointsName: 'Beauty Bucks', limits: LIMITS };
  return welcomePageHtml(defaults, await welcomeI18n(locale), LANGUAGES);
}

/** The file the server sends for a language: index.html is English, the source. */
export const pageFileFor = (locale: string) =>
  locale === SOURCE_LANGUAGE ? 'index.html' : `index.${locale}.html`;

/**
 * Writes Welcome into index.html at build time: its markup inside #root, its CSS inlined, and
 * the session gate. The gate is a file, not inline, because the server's Content-Security-Policy
 * allows scripts from 'self' only. Then each other language gets a copy of the finished page
 * (index.<locale>.html) with Welcome in that language and `<html lang dir>` set; the server
 * picks one per request (docs/decisions/049-message-catalogues-with-lingui.md).
 */
export function prerenderWelcome(): Plugin {
  let serve = false;
  let outDir = '';
  let english = '';
  return {
    name: 'prerender-welcome',
    configResolved(config) {
      serve = config.command === 'serve';
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const css = ['app/global.css', 'features/auth/welcome-static.css']
          .map((file) => fs.readFileSync(path.join(src, file), 'utf8'))
          .join('\n');
        const page = (english = await welcomeHtml(SOURCE_LANGUAGE));
        const gate = serve ? `<script>${SESSION_GATE}</script>` : `<script src="/${gateFile}"></script>`;
        return html
          .replace('</head>', `${gate}\n<style>${css}</style>\n</head>`)
          .replace('<html lang="en">', `<html lang="${SOURCE_LANGUAGE}" dir="ltr">`)
          .replace('<div id="root"></div>', `<div id="root">${page}</div>`);
      },
    },
    generateBundle() {
      if (!serve) this.emitFile({ type: 'asset', fileName: gateFile, source: SESSION_GATE });
    },
    // After Vite has written index.html with its script and style tags: one copy per language.
    async writeBundle() {
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const { tag, dir } of LANGUAGES) {
        if (tag === SOURCE_LANGUAGE) continue;
        const html = index
          .replace(`<html lang="${SOURCE_LANGUAGE}" dir="ltr">`, `<html lang="${tag}" dir="${dir}">`)
          .replace(english, await welcomeHtml(tag));
        fs.writeFileSync(path.join(outDir, pageFileFor(tag)), html);
      }
    },
  };
}
