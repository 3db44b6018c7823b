import type { AppStart } from './features/auth/welcome-island';

/**
 * The first load: a signed-out visitor on Welcome gets the prerendered page and the small
 * sign-in island; the React app (router, UI kit, screens) loads when it is needed: at once for
 * a member or any other address (index.html's session gate marked the page `app-boot` before
 * it painted), after sign-in or a click on Welcome otherwise.
 */
const startApp: AppStart = async (intent) => (await import('./app/start')).startApp(intent);

// The island is a chunk of its own, so a member's first load does not carry it.
async function boot() {
  if (!document.documentElement.classList.contains('app-boot')) {
    // Should the island not load, the gate holds nothing more: the form falls back to its page.
    const island = await import('./features/auth/welcome-island').catch((err: unknown) => {
      window.__portalEarly = undefined;
      throw err;
    });
    if (island.startWelcomeIsland(startApp)) return;
  }
  window.__portalEarly = undefined;
  await startApp({});
}

void boot();

// Chromium offers installing once, possibly before the app has loaded: kept for the install banner.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.portalInstallPrompt = event as Window['portalInstallPrompt'];
  window.dispatchEvent(new Event('portal:installable'));
});
// The service worker and the offline notice wait for the page, off the first load's path.
const startWorker = () => void import('./service-worker/register').then((m) => m.startServiceWorker());
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });
