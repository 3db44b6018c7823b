/* eslint-disable lingui/no-unlocalized-strings -- this file writes Welcome's HTML; every word in it comes through tr() */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { WELCOME, welcomeText } from './welcome-messages';

/**
 * Welcome as plain HTML, written into index.html at build time, once per language (the build
 * hands in an `i18n` with that language's catalogue), so a phone paints the page and its
 * sign-in form before any JavaScript arrives. The sign-in island (welcome-island.ts) makes it
 * live; the React app replaces it for everything else. Names here are the build's defaults: the
 * island fills in the programme's branding (`data-brand` elements) once the server answers.
 */
export const WELCOME_ROOT_ID = 'welcome-static';

const STEPS = [
  { title: WELCOME.recognise, text: WELCOME.recogniseText },
  { title: WELCOME.earn, text: WELCOME.earnText },
  { title: WELCOME.redeem, text: WELCOME.redeemText },
];

const FOOTER_MODALS = [
  ['cookiePreferences', WELCOME.cookiePreferences],
  ['privacyPolicy', WELCOME.privacyPolicy],
  ['disclaimer', WELCOME.disclaimer],
] as const;

/** Tabler's "world" icon, inline: an emoji globe is missing from many phones' and servers' fonts. */
const GLOBE =
  '<svg class="ws-lang-icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0"/><path d="M3.6 9h16.8"/><path d="M3.6 15h16.8"/><path d="M11.5 3a17 17 0 0 0 0 18"/><path d="M12.5 3a17 17 0 0 1 0 18"/></svg>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replaceAll('&#39;', "'");

/** The languages the page offers, as links: they work before (and without) any script. */
export interface WelcomeLanguage {
  tag: string;
  name: string;
}

const fieldHtml = (
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  max: number,
  named: boolean,
) => `
<div class="ws-field">
<label for="ws-${name}">${label} <span class="ws-req" aria-hidden="true">*</span></label>
<input id="ws-${name}" ${named ? `name="${name}"` : `data-name="${name}"`} type="${type}" autocomplete="${autocomplete}" maxlength="${max}" required aria-describedby="ws-${name}-error">
<p class="ws-error" id="ws-${name}-error"></p>
</div>`;

export function welcomePageHtml(
  defaults: {
    programmeName: string;
    pointsName: string;
    limits: { memberNumber: number; password: number };
  },
  i18n: I18n,
  languages: readonly WelcomeLanguage[],
): string {
  const { programmeName, pointsName, limits } = defaults;
  // A message as HTML: its words escaped, the programme's points name as a branded element.
  const POINTS = '\u0000points\u0000';
  const tr = (message: MessageDescriptor, values?: Record<string, unknown>) =>
    escapeHtml(welcomeText(i18n, message, { pointsName: POINTS, ...values })).replaceAll(
      POINTS,
      `<span data-brand="pointsName">${pointsName}</span>`,
    );
  const field = (
    name: string,
    label: MessageDescriptor,
    type: string,
    autocomplete: string,
    max: number,
    named: boolean,
  ) => fieldHtml(name, tr(label), type, autocomplete, max, named);
  const steps = STEPS.map(
    (step, i) => `<li class="ws-step"><span class="ws-step-icon" aria-hidden="true">${i + 1}</span><div>
<p class="ws-step-number">${tr(WELCOME.stepNumber, { number: i + 1 })}</p><h3>${tr(step.title)}</h3><p class="ws-dim">${tr(step.text)}</p></div></li>`,
  ).join('');
  const footerLinks = FOOTER_MODALS.map(
    ([modal, label]) =>
      `<li><button type="button" class="ws-link" data-modal="${modal}">${tr(label)}</button></li>`,
  ).join('');
  const current = languages.find((l) => l.tag === i18n.locale);
  const languageLinks = languages
    .map(
      (l) =>
        `<li><a href="/?lang=${l.tag}" hreflang="${l.tag}" lang="${l.tag}" data-lang="${l.tag}"${l.tag === i18n.locale ? ' aria-current="true"' : ''}>${l.name}</a></li>`,
    )
    .join('');
  // The island's own words, read from the page, so Welcome's first load needs no catalogue.
  const islandText = [
    ['title', WELCOME.title, {}],
    ['title-branded', WELCOME.titleBranded, { programmeName: '{programmeName}' }],
    ['brand-home', WELCOME.brandHome, { name: '{name}' }],
    ['unexpected', WELCOME.unexpected, { status: '{status}' }],
    ['unreachable', WELCOME.unreachable, {}],
    ['required-memberNumber', WELCOME.enterMemberNumber, {}],
    ['required-password', WELCOME.enterPassword, {}],
  ] as const;
  const islandData = islandText
    .map(([key, message, values]) => ` data-t-${key}="${tr(message, values)}"`)
    .join('');
  // Without JavaScript the form still submits, to /welcome, carrying no password (that field
  // has no name until the island gives it one), and the page it lands on says what is needed.
  return `<div id="${WELCOME_ROOT_ID}" class="ws"${islandData}>
<a href="#main" class="skip-link">${tr(WELCOME.skip)}</a>
<header class="ws-header"><div class="ws-wrap ws-header-row">
<a href="/" class="ws-brand" data-brand-label><span class="brand-monogram ws-mono" aria-hidden="true">★</span><span class="ws-brand-name" data-brand="displayName">${programmeName}</span></a>
<div class="ws-header-end"><details class="ws-lang"><summary>${GLOBE} <span class="ws-sr">${tr(WELCOME.language)}: </span><span class="ws-lang-name">${current?.name ?? ''}</span></summary><ul>${languageLinks}</ul></details>
<nav aria-label="${tr(WELCOME.mainNav)}"><ul class="ws-nav"><li><a href="/contactus">${tr(WELCOME.contactUs)}</a></li><li><a href="/" aria-current="page">${tr(WELCOME.logIn)}</a></li></ul></nav></div>
</div></header>
<main id="main" tabindex="-1">
<section class="ws-hero" aria-labelledby="welcome-title"><div class="ws-wrap ws-hero-grid">
<div class="ws-intro">
<p class="ws-eyebrow" data-brand="companyName"></p>
<h1 id="welcome-title" data-brand="programmeName">${programmeName}</h1>
<p class="ws-lead">${tr(WELCOME.lead)}</p>
</div>
<div class="ws-card">
<h2>${tr(WELCOME.signInTitle)}</h2>
<p class="ws-dim ws-small">${tr(WELCOME.signInHint)}</p>
<noscript><p class="ws-alert">${tr(WELCOME.noScript)}</p></noscript>
<p class="ws-alert ws-js-needed" id="js-needed">${tr(WELCOME.jsNeeded)}</p>
<form aria-label="${tr(WELCOME.signIn)}" data-sign-in action="/welcome#js-needed" method="get" novalidate>
<div class="ws-alert" role="alert" hidden><strong>${tr(WELCOME.pleaseNote)}</strong> <span></span></div>
${field('memberNumber', WELCOME.memberNumber, 'text', 'username', limits.memberNumber, true)}
${field('password', WELCOME.password, 'password', 'current-password', limits.password, false)}
<button type="submit" class="ws-button">${tr(WELCOME.signIn)}</button>
<div class="ws-row"><button type="button" class="ws-link" data-modal="register">${tr(WELCOME.register)}</button><button type="button" class="ws-link" data-modal="forgotPassword">${tr(WELCOME.forgotPassword)}</button></div>
<div class="ws-sso" hidden><p class="ws-divider"><span>${tr(WELCOME.or)}</span></p><a class="ws-button ws-button-default" href="/api/member/ssostart">${tr(WELCOME.sso)}</a></div>
</form>
</div>
</div></section>
<section class="ws-wrap ws-how" aria-labelledby="how-title"><h2 id="how-title">${tr(WELCOME.howItWorks)}</h2><ol class="ws-steps">${steps}</ol></section>
</main>
<footer class="ws-footer"><div class="ws-wrap ws-footer-row"><p>© <span data-year dir="ltr">${new Date().getFullYear()}</span> <span data-brand="footerName">${programmeName}</span></p><ul class="ws-nav ws-footer-nav">${footerLinks}</ul></div></footer>
<section class="ws-cookies" aria-label="${tr(WELCOME.cookieConsent)}" data-cookie-consent hidden><div class="ws-wrap ws-cookies-row"><p>${tr(WELCOME.cookieText)}</p><div class="ws-row"><button type="button" class="ws-button ws-button-default" data-modal="cookiePreferences">${tr(WELCOME.preferences)}</button><button type="button" class="ws-button" data-cookie-accept>${tr(WELCOME.accept)}</button></div></div></section>
</div>`;
}
