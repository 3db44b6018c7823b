/**
 * Welcome as plain HTML, written into index.html at build time, so a phone paints the page and
 * its sign-in form before any JavaScript arrives. The sign-in island (welcome-island.ts) makes it
 * live; the React app replaces it for everything else. Names here are the build's defaults: the
 * island fills in the programme's branding (`data-brand` elements) once the server answers.
 */
export const WELCOME_ROOT_ID = 'welcome-static';

const STEPS = [
  {
    title: 'Recognise',
    text: 'Send an e-card to say thank you, or nominate a colleague who lives our values.',
  },
  {
    title: 'Earn',
    text: 'Great work is rewarded in <span data-brand="pointsName">{points}</span>, straight to your account.',
  },
  {
    title: 'Redeem',
    text: 'Spend your <span data-brand="pointsName">{points}</span> in the rewards shop on treats you choose.',
  },
];

const FOOTER_MODALS = [
  ['cookiePreferences', 'Cookie Preferences'],
  ['privacyPolicy', 'Privacy Policy'],
  ['disclaimer', 'Disclaimer'],
] as const;

const field = (
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

export function welcomePageHtml(defaults: {
  programmeName: string;
  pointsName: string;
  limits: { memberNumber: number; password: number };
}): string {
  const { programmeName, pointsName, limits } = defaults;
  const steps = STEPS.map(
    (step, i) => `<li class="ws-step"><span class="ws-step-icon" aria-hidden="true">${i + 1}</span><div>
<p class="ws-step-number">STEP ${i + 1}</p><h3>${step.title}</h3><p class="ws-dim">${step.text.replaceAll('{points}', pointsName)}</p></div></li>`,
  ).join('');
  const footerLinks = FOOTER_MODALS.map(
    ([modal, label]) =>
      `<li><button type="button" class="ws-link" data-modal="${modal}">${label}</button></li>`,
  ).join('');
  // Without JavaScript the form still submits, to /welcome, carrying no password (that field
  // has no name until the island gives it one), and the page it lands on says what is needed.
  return `<div id="${WELCOME_ROOT_ID}" class="ws">
<a href="#main" class="skip-link">Skip to content</a>
<header class="ws-header"><div class="ws-wrap ws-header-row">
<a href="/" class="ws-brand" data-brand-label><span class="brand-monogram ws-mono" aria-hidden="true">★</span><span class="ws-brand-name" data-brand="displayName">${programmeName}</span></a>
<nav aria-label="Main"><ul class="ws-nav"><li><a href="/contactus">Contact Us</a></li><li><a href="/" aria-current="page">Log In</a></li></ul></nav>
</div></header>
<main id="main" tabindex="-1">
<section class="ws-hero" aria-labelledby="welcome-title"><div class="ws-wrap ws-hero-grid">
<div class="ws-intro">
<p class="ws-eyebrow" data-brand="companyName"></p>
<h1 id="welcome-title" data-brand="programmeName">${programmeName}</h1>
<p class="ws-lead">Welcome! This is where we celebrate the people who make beauty happen. Thank a colleague, cheer a team win and treat yourself with the <span data-brand="pointsName">${pointsName}</span> you earn.</p>
</div>
<div class="ws-card">
<h2>Sign in</h2>
<p class="ws-dim ws-small">Use your member number and password.</p>
<noscript><p class="ws-alert">JavaScript is turned off in this browser: the portal needs it to sign you in.</p></noscript>
<p class="ws-alert ws-js-needed" id="js-needed">Signing in needs JavaScript. Please turn it on in your browser's settings, then sign in again.</p>
<form aria-label="Sign in" action="/welcome#js-needed" method="get" novalidate>
<div class="ws-alert" role="alert" hidden><strong>Please note:</strong> <span></span></div>
${field('memberNumber', 'Member number', 'text', 'username', limits.memberNumber, true)}
${field('password', 'Password', 'password', 'current-password', limits.password, false)}
<button type="submit" class="ws-button">Sign in</button>
<div class="ws-row"><button type="button" class="ws-link" data-modal="register">Register</button><button type="button" class="ws-link" data-modal="forgotPassword">Forgot password?</button></div>
<div class="ws-sso" hidden><p class="ws-divider"><span>or</span></p><a class="ws-button ws-button-default" href="/api/member/ssostart">Sign in with company account</a></div>
</form>
</div>
</div></section>
<section class="ws-wrap ws-how" aria-labelledby="how-title"><h2 id="how-title">How it works</h2><ol class="ws-steps">${steps}</ol></section>
</main>
<footer class="ws-footer"><div class="ws-wrap ws-footer-row"><p>© <span data-year>${new Date().getFullYear()}</span> <span data-brand="footerName">${programmeName}</span></p><ul class="ws-nav ws-footer-nav">${footerLinks}</ul></div></footer>
<section class="ws-cookies" aria-label="Cookie consent" hidden><div class="ws-wrap ws-cookies-row"><p>We use cookies that are needed for the portal to work, and optional ones to remember your preferences. You can change your choice at any time under Cookie Preferences.</p><div class="ws-row"><button type="button" class="ws-button ws-button-default" data-modal="cookiePreferences">Preferences</button><button type="button" class="ws-button" data-cookie-accept>Accept</button></div></div></section>
</div>`;
}
