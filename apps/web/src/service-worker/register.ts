/**
 * Loaded after the page has loaded (main.tsx), so none of this is on the first load's path:
 * registers the service worker and shows a notice while the device is offline.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

const NOTICE_ID = 'offline-notice';

/**
 * In the language shown; a language switch (or the catalogue arriving, if the worker's notice
 * comes first) rewords a notice on screen. Lingui refuses to translate before a language is active.
 */
const offlineText = () =>
  i18n.locale
    ? t`You are offline. What is on screen may be out of date, and nothing new loads or sends until you are back online.`
    : '';

/**
 * While offline, the app's screens cannot load anything new: a notice at the top says so
 * plainly, instead of leaving a spinner to explain it. Plain DOM, so it works whatever screen
 * (or none) is showing.
 */
function showOfflineNotice(offline: boolean) {
  let notice = document.getElementById(NOTICE_ID);
  if (!offline) {
    notice?.remove();
    return;
  }
  if (notice) return;
  notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;top:0;left:0;right:0;z-index:2000;padding:10px 16px;padding-top:max(10px,env(safe-area-inset-top));' +
    'background:#1f2937;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.2)';
  notice.textContent = offlineText();
  document.body.append(notice);
}

export function startServiceWorker() {
  // The worker marks a page it answered from its cache because the network failed.
  showOfflineNotice(!navigator.onLine || document.documentElement.dataset.offline === '1');
  window.addEventListener('offline', () => showOfflineNotice(true));
  window.addEventListener('online', () => showOfflineNotice(false));
  i18n.on('change', () => {
    const notice = document.getElementById(NOTICE_ID);
    if (notice) notice.textContent = offlineText();
  });
  // The development server builds no worker; production and previews do.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
    console.warn('Service worker not registered', err);
  });
}
