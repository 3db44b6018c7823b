import {
  acceptCookiePolicy,
  COOKIE_POLICY_NAME,
  decodeCookiePolicy,
  encodeCookiePolicy,
  isCookieBannerShown,
  member,
  site,
  type CallResponse,
} from '@portal/contract';
import type { AppModalId } from '../../lib/availability';
import { parseErrorBody } from '../../lib/error-body';
import { WELCOME_ROOT_ID } from './welcome-page';
import { keepChosenLocale } from '../../lib/i18n/chosen-locale';

declare global {
  interface Window {
    /** Set by the session gate on Welcome: a sign-in or a modal asked for before the island ran. */
    __portalEarly?: { signIn?: boolean; modal?: string };
  }
}

type LoginResponse = CallResponse<typeof member.login>;
type Branding = CallResponse<typeof site.branding>;
export type AppStart = (intent: { login?: LoginResponse; modal?: AppModalId }) => Promise<void>;

/** The fields refused here when empty, with the contract's wording, without loading zod. */
const REQUIRED = ['memberNumber', 'password'] as const;

/**
 * The island's own words in the page's language: the build wrote them on the page's root
 * (`data-t-*`), with `{name}` placeholders, so Welcome loads no catalogue.
 */
function pageText(key: string, values: Record<string, string | number> = {}): string {
  const template = document.getElementById(WELCOME_ROOT_ID)?.getAttribute(`data-t-${key}`) ?? '';
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

async function postJson(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(path, {
    method: 'POST',
    // The server answers (a refused sign-in) in the page's language.
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': document.documentElement.lang,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

function applyBranding(root: HTMLElement, brand: Branding): void {
  const names: Record<string, string> = {
    companyName: brand.companyName,
    programmeName: brand.programmeName,
    pointsName: brand.pointsName,
    displayName: brand.companyName || brand.programmeName,
    footerName: brand.companyName ? `${brand.companyName} · ${brand.programmeName}` : brand.programmeName,
  };
  for (const el of root.querySelectorAll<HTMLElement>('[data-brand]')) {
    const text = names[el.dataset.brand ?? ''];
    if (text !== undefined) el.textContent = text;
  }
  root
    .querySelector('[data-brand-label]')
    ?.setAttribute('aria-label', pageText('brand-home', { name: names.displayName ?? '' }));
  root.style.setProperty('--ws-brand', brand.primaryColour);
  root.style.setProperty('--ws-accent', brand.accentColour);
  root.querySelector<HTMLElement>('.ws-sso')?.toggleAttribute('hidden', !brand.ssoEnabled);
  document.title = pageText('title-branded', { programmeName: brand.programmeName });
}

function readCookiePolicy() {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_POLICY_NAME}=`));
  return decodeCookiePolicy(entry?.slice(COOKIE_POLICY_NAME.length + 1));
}

/**
 * Makes the prerendered Welcome live: sign-in posts JSON to the login call and then starts the
 * app signed in; Register, Forgot password and the footer's pages start the app with that
 * modal; the cookie banner accepts on its own. Returns false when the page has no Welcome.
 */
export function startWelcomeIsland(startApp: AppStart): boolean {
  const root = document.getElementById(WELCOME_ROOT_ID);
  const form = root?.querySelector<HTMLFormElement>('form[data-sign-in]');
  if (!root || !form) return false;
  document.title = pageText('title');
  void postJson(site.branding.path, {})
    .then(({ status, text }) => status === 200 && applyBranding(root, JSON.parse(text) as Branding))
    .catch(() => {});

  const password = form.querySelector<HTMLInputElement>('[data-name="password"]');
  password?.setAttribute('name', 'password');
  const alert = form.querySelector<HTMLElement>('[role="alert"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');

  const showErrors = (message: string, fields: Record<string, string>) => {
    if (alert) {
      alert.hidden = !message;
      alert.querySelector('span')!.textContent = message;
    }
    for (const name of REQUIRED) {
      const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      input?.setAttribute('aria-invalid', String(Boolean(fields[name])));
      const error = document.getElementById(`ws-${name}-error`);
      if (error) error.textContent = fields[name] ?? '';
    }
  };

  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(
      REQUIRED.map((name) => [name, form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '']),
    );
    values.memberNumber = values.memberNumber!.trim();
    const missing = Object.fromEntries(
      REQUIRED.filter((name) => !values[name]).map((name) => [name, pageText(`required-${name}`)]),
    );
    showErrors('', missing);
    if (Object.keys(missing).length) return;
    busy = true;
    submit?.setAttribute('aria-busy', 'true');
    postJson(member.login.path, values)
      .then(async ({ status, text }) => {
        if (status === 200) return startApp({ login: JSON.parse(text) as LoginResponse });
        const { message, formErrors } = parseErrorBody(text);
        showErrors(message || pageText('unexpected', { status }), formErrors);
      })
      .catch(() => showErrors(pageText('unreachable'), {}))
      .finally(() => {
        busy = false;
        submit?.removeAttribute('aria-busy');
      });
  });

  // A language chosen here is kept (storage for the app, a cookie for the server's next page);
  // the link itself (`/?lang=…`) brings the page in that language, with or without this script.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
    link.addEventListener('click', () => keepChosenLocale(link.dataset.lang ?? ''));
  }

  for (const button of root.querySelectorAll<HTMLElement>('[data-modal]')) {
    button.addEventListener('click', () => void startApp({ modal: button.dataset.modal as AppModalId }));
  }

  // What the visitor pressed before this script ran (held by the session gate) happens now.
  const early = window.__portalEarly;
  window.__portalEarly = undefined;
  if (early?.modal) void startApp({ modal: early.modal as AppModalId });
  else if (early?.signIn) form.requestSubmit();

  const banner = root.querySelector<HTMLElement>('[data-cookie-consent]');
  if (banner && isCookieBannerShown(readCookiePolicy())) {
    banner.hidden = false;
    banner.querySelector('[data-cookie-accept]')?.addEventListener('click', () => {
      document.cookie = `${COOKIE_POLICY_NAME}=${encodeCookiePolicy(acceptCookiePolicy(readCookiePolicy()))}; path=/; SameSite=Lax`;
      banner.hidden = true;
    });
  }
  return true;
}
