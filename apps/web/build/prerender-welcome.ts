import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
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
      if (!held() || !form.getAttribute || form.getAttribute('aria-label') !== 'Sign in') return;
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

/**
 * Writes Welcome into index.html at build time: its markup inside #root, its CSS inlined, and
 * the session gate. The gate is a file, not inline, because the server's Content-Security-Policy
 * allows scripts from 'self' only.
 */
export function prerenderWelcome(): Plugin {
  let serve = false;
  return {
    name: 'prerender-welcome',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const css = ['app/global.css', 'features/auth/welcome-static.css']
          .map((file) => fs.readFileSync(path.join(src, file), 'utf8'))
          .join('\n');
        const page = welcomePageHtml({
          programmeName: 'Recognition Portal',
          pointsName: 'Beauty Bucks',
          limits: LIMITS,
        });
        const gate = serve ? `<script>${SESSION_GATE}</script>` : `<script src="/${gateFile}"></script>`;
        return html
          .replace('</head>', `${gate}\n<style>${css}</style>\n</head>`)
          .replace('<div id="root"></div>', `<div id="root">${page}</div>`);
      },
    },
    generateBundle() {
      if (!serve) this.emitFile({ type: 'asset', fileName: gateFile, source: SESSION_GATE });
    },
  };
}
