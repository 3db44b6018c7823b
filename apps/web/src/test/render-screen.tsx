import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { TMemberData } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import { GlobalErrorModal } from '../app/GlobalErrorModal';
import { queryClient as appQueryClient } from '../app/query-client';
import { themeFor } from '../app/theme';
import { fallbackBranding } from '../lib/branding';
import { dismissAllErrorModals } from '../lib/error-modals';
import { memberDataKey } from '../lib/member-data';
import { clearToken, setToken } from '../lib/session';
import { FakeApi, type Answers } from './fake-api';
import { showInTest } from './i18n';
import { aMember, homeDataOf } from './members';

export { failure } from './fake-api';

export interface ScreenOptions {
  /** The address the screen opens at. */
  path: string;
  /** The route pattern it is mounted under, when the path has parameters ('/orders/:orderNum'). */
  route?: string;
  /** The signed-in member; null for a visitor. A plain member (no roles) unless told. */
  member?: Partial<TMemberData> | null;
  /** What the API answers, per call of the contract. Branding and member data have defaults. */
  api?: Answers;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  api: FakeApi;
  /** Where the router is now: a screen's navigate() or a clicked link lands here. */
  location(): Location;
}

/** This test's fake APIs (a test may render more than one screen), checked when it ends. */
let fakes: FakeApi[] = [];

/** Tells the test where the router is after each render. */
function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

// Screens speak the source language unless a test asks for another (showInTest).
await showInTest('en-GB');

/**
 * A fresh page for the next test: nothing rendered, stored or signed in, no dialog open. Run
 * after each test by component-setup.ts, a setup file, so it runs for every file even where a
 * worker's files share this module (a hook registered here would run for the first file only).
 */
export async function resetScreens(): Promise<void> {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  clearToken();
  dismissAllErrorModals();
  const used = fakes;
  fakes = [];
  for (const api of used) api.check();
  if (i18n.locale !== 'en-GB') await showInTest('en-GB');
}

/**
 * Renders one screen as the app does (its theme, a query client with the app's defaults, the
 * global error dialog, toasts and confirm modals) inside a router at `path`, with `fetch`
 * answered by a FakeApi. The layout, menus and route gate are left out: tests of them belong
 * to the browser suite.
 */
export function renderScreen(screen: ReactElement, options: ScreenOptions): RenderedScreen {
  const member = options.member === null ? null : aMember(options.member);
  const fake = new FakeApi({
    'site.branding': fallbackBranding,
    ...(member ? { 'member.getmemberdata': homeDataOf(member) } : {}),
    ...options.api,
  });
  fakes.push(fake);
  vi.stubGlobal('fetch', fake.fetch);
  if (member) setToken('component-test-token');
  // A client of its own per test, so no answer leaks from one test into the next.
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  // Signed in as the app's route gate leaves it: the member data is there before the screen.
  if (member) client.setQueryData(memberDataKey, homeDataOf(member));
  let current: Location | undefined;
  const result = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        {/* Mantine's test mode: no transitions (a closed dropdown would wait for a frame that never
          comes) and no portals, so what opens is in the screen's own tree. */}
        <MantineProvider theme={themeFor(fallbackBranding)} defaultColorScheme="light" env="test">
          <Notifications />
          <ModalsProvider />
          <MemoryRouter initialEntries={[options.path]}>
            <LocationProbe onLocation={(location) => (current = location)} />
            <Routes>
              <Route path={options.route ?? options.path} element={screen} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
          <GlobalErrorModal />
        </MantineProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    // No stylesheet is loaded here, so the check for `pointer-events: none` would only cost time.
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    api: fake,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}
