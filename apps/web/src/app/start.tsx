import './mantine-styles';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStart } from '../features/auth/welcome-island';
import { setPendingModal } from '../features/auth/welcome-intent';
import { setUnauthorizedHandler } from '../lib/api';
import { brandingKey, fallbackBranding, seedEarlyBranding, type Branding } from '../lib/branding';
import { localeFor, showLocale } from '../lib/i18n/language';
import { clearSession, completeLogin, memberDataKey, seedEarlyHome, type HomeData } from '../lib/member-data';
import { App } from './App';
import { queryClient } from './query-client';
import { getRouter } from './router';
import { themeFor } from './theme';
import { themeCss, warmDefaultVariables } from './theme-css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the React app in #root (replacing the plain-HTML Welcome, if it was there). */
export const startApp: AppStart = async ({ login, modal }) => {
  // A 401 on any call ends the session: clear login data and go to /logout.
  setUnauthorizedHandler(() => {
    clearSession(queryClient);
    void getRouter().navigate('/logout');
  });
  if (login) completeLogin(queryClient, login);
  if (modal) {
    setPendingModal(modal);
    void import('./mantine-more-styles');
  }
  // The visitor's language loads beside the member data; a member's own choice, once the data
  // is here, may ask for another (usually the same, already loaded).
  const visitorLocale = showLocale(localeFor(undefined));
  await Promise.all([seedEarlyBranding(queryClient, 1000), seedEarlyHome(queryClient, 1000), visitorLocale]);
  const member = queryClient.getQueryData<HomeData>(memberDataKey)?.memberData;
  if (member) await showLocale(localeFor(member));
  // The modules' evaluation, the router's set-up, the theme's CSS variables (Mantine's defaults,
  // then the programme's) and the first render are tasks of their own, so a phone is never
  // blocked for the sum of them.
  await nextTask();
  getRouter();
  await nextTask();
  warmDefaultVariables();
  await nextTask();
  themeCss(themeFor(queryClient.getQueryData<Branding>(brandingKey) ?? fallbackBranding));
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  document.documentElement.classList.add('app-boot');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
