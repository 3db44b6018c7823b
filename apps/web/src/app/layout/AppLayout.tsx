import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { isCookieBannerShown } from '@portal/contract';
import { CookieBanner } from '../../features/cookies/CookieBanner';
import { useCookiePolicy } from '../../features/cookies/cookie-policy-store';
import { InstallPromptHost } from '../../features/install/InstallPromptHost';
import { OfflineScreen } from '../../features/install/OfflineScreen';
import { useInFlightCount, useOfflineFailure } from '../../lib/api';
import { isTargetAvailable, type NavRegistry, type NavTarget } from '../../lib/availability';
import { useSession } from '../../lib/member-data';
import { NavContext } from '../../lib/nav-context';
import { PageMenuContext, type PageMenu } from '../../lib/page-menu';
import { useVisibleEntries } from '../../lib/use-visible-entries';
import { useEverTrue } from '../../lib/use-ever-true';
import { useMinWidth } from '../../lib/use-min-width';
import { Later } from '../../lib/later';
import { registeredModals, useModalHost } from '../modals';
import { retryAfterOffline } from '../query-client';
import { routePatterns } from '../routes';
import classes from './layout.module.css';
import './phone-targets.css';
import { footerMenu, mainMenu, recogniseMenu, sessionMenu } from './menu';
import { PhoneTabBar } from './PhoneTabBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { ScreenLoader } from '../ScreenLoader';

const registry: NavRegistry = { routePatterns, modals: registeredModals };

/**
 * The phone menu (a drawer with its scroll area and nav links) loads the first time it opens:
 * most visits never open it, and it would weigh on the shell's first load.
 */
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));

/** Header, menus, main landmark and footer around every screen. */
export function AppLayout() {
  const { openModal, host } = useModalHost();
  const isAvailable = useCallback((target: NavTarget) => isTargetAvailable(target, registry), []);
  const nav = useMemo(() => ({ isAvailable, openModal }), [isAvailable, openModal]);
  // The install offer waits until the cookie banner is answered: one banner at a time.
  const cookieBannerShown = isCookieBannerShown(useCookiePolicy());

  return (
    <NavContext.Provider value={nav}>
      <Shell />
      {host}
      {/* The shell's first render is the longest task of a phone's first load: the banners, fixed
          to the bottom of the screen, render a task later, as the footer under the screen does. */}
      <Later>
        <CookieBanner />
        <InstallPromptHost waiting={cookieBannerShown} />
      </Later>
      <ScrollRestoration />
    </NavContext.Provider>
  );
}

function Shell() {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerUsed = useEverTrue(drawerOpened);
  const entries = useVisibleEntries(mainMenu);
  const sessionEntries = useVisibleEntries(sessionMenu);
  const footerEntries = useVisibleEntries(footerMenu);
  const recogniseEntries = useVisibleEntries(recogniseMenu);
  const member = session.status === 'member';
  const phone = !useMinWidth('sm');
  const offline = useOfflineFailure();
  const [pageMenu, setPageMenu] = useState<{ menu: PageMenu } | null>(null);
  const putPageMenu = useCallback((menu: PageMenu | null) => setPageMenu(menu && { menu }), []);

  return (
    <div className={member ? `${classes.shell} ${classes.shellWithTabs}` : classes.shell}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader
        session={session}
        entries={entries}
        sessionEntries={sessionEntries}
        recogniseEntries={recogniseEntries}
        drawerOpened={drawerOpened}
        onToggleDrawer={drawer.toggle}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav
            opened={drawerOpened}
            onClose={drawer.close}
            entries={entries}
            sessionEntries={sessionEntries}
            pageMenu={pageMenu?.menu(drawer.close)}
          />
        </Suspense>
      )}
      <BusyMain>
        <PageMenuContext.Provider value={putPageMenu}>
          {offline && <OfflineScreen onRetry={retryAfterOffline} />}
          {/* Offline, a member's screen stays mounted but hidden (a half-written form survives);
              without the session there is nothing to keep, and no redirect to sign in. */}
          {(!offline || member) && (
            <div style={{ display: offline ? 'none' : 'contents' }}>
              <Suspense fallback={<ScreenLoader />}>
                <Outlet />
              </Suspense>
            </div>
          )}
        </PageMenuContext.Provider>
      </BusyMain>
      <Later>
        <SiteFooter entries={footerEntries} />
      </Later>
      {member && phone && <PhoneTabBar recognise={recogniseEntries} />}
    </div>
  );
}

/**
 * <main>, busy while any call is in flight. It follows the count by itself: every call starts
 * and ends one, and when the shell followed it the header's menus, the footer and the tab bar
 * rendered again twice per call, several times while Home loads on a phone. Its children are
 * the shell's elements, unchanged by this component's own renders.
 */
function BusyMain({ children }: { children: ReactNode }) {
  const busy = useInFlightCount() > 0;
  return (
    <Box component="main" id="main" tabIndex={-1} className={classes.main} aria-busy={busy}>
      {children}
    </Box>
  );
}
