// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { TMemberData } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isTargetAvailable, type NavTarget } from '../lib/availability';
import { NavContext } from '../lib/nav-context';
import { useVisibleEntries } from '../lib/use-visible-entries';
import { renderScreen } from '../test/render-screen';
import { DesktopNav } from './layout/DesktopNav';
import { mainMenu, recogniseMenu, sessionMenu } from './layout/menu';
import { RecogniseButton } from './layout/RecogniseButton';
import { registeredModals } from './modals';
import { routePatterns } from './routes';

/**
 * Which ways to recognise and which menus each member gets, from the app's own menus, route
 * table and role rules. The header's and the phone's layout, the tab bar and the drawer, and
 * keyboard use of the menus are the browser suite's (e2e/phone-nav.spec.ts, keyboard.spec.ts).
 */
const NAV = {
  isAvailable: (target: NavTarget) => isTargetAvailable(target, { routePatterns, modals: registeredModals }),
  openModal: () => {},
};

function DesktopMenus() {
  const recognise = useVisibleEntries(recogniseMenu);
  const main = useVisibleEntries(mainMenu);
  const session = useVisibleEntries(sessionMenu);
  return (
    <>
      <header>
        <RecogniseButton entries={recognise} />
      </header>
      <DesktopNav entries={main} sessionEntries={session} />
    </>
  );
}

const showMenusTo = (member: Partial<TMemberData>) =>
  renderScreen(
    <NavContext.Provider value={NAV}>
      <DesktopMenus />
    </NavContext.Provider>,
    { path: '/', member },
  );

/** The first line (the label, not the description) of each item of the open menu. */
const openItems = async () =>
  (await screen.findAllByRole('menuitem')).map(
    (item) => item.querySelector('p')?.textContent ?? item.textContent,
  );

describe('the Recognise action’s ways', () => {
  it('an admin-reports manager gets points recognition too, and Nominate opens its screen', async () => {
    const { user, location } = showMenusTo({ isManager: true, isAdminReports: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Recognise' }));
    expect(await openItems()).toEqual([
      'Simply Say',
      'Pay It Forward',
      'Nominate',
      'Ad hoc recognition',
      'Points recognition',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /Nominate/ }));
    expect(location().pathname).toBe('/nominate');
  });

  it('an ordinary member gets the three ways every member has', async () => {
    const { user } = showMenusTo({});
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Recognise' }));
    expect(await openItems()).toEqual(['Simply Say', 'Pay It Forward', 'Nominate']);
  });
});

describe('the menus', () => {
  it('a manager’s tools sit in a Team menu, which opens their screens', async () => {
    const { user, location } = showMenusTo({ isManager: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /Team/ }));
    expect(await openItems()).toEqual([
      'Nominations Review',
      'Ad hoc recognition',
      'Insights',
      'Management Report',
      'Management Statement',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Nominations Review' }));
    expect(location().pathname).toBe('/nominationmanagement');
  });

  it('a manager’s My Profile menu holds no manager tools', async () => {
    const { user } = showMenusTo({ isManager: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /My Profile/ }));
    const profile = await openItems();
    expect(profile).toContain('My Details');
    expect(profile).not.toContain('Management Report');
    expect(profile).not.toContain('Nominations Review');
  });

  it('Community reaches Recent Recognition, Celebrate With Us, Get To Know and Get Involved', async () => {
    const { user, location } = showMenusTo({ isManager: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /Community/ }));
    expect(await openItems()).toEqual([
      'Recent Recognition',
      'Celebrate With Us',
      'Get To Know',
      'Get Involved',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Celebrate With Us' }));
    expect(location().pathname).toBe('/celebrations');
  });

  it('an ordinary member has no Team menu, and Community still', async () => {
    showMenusTo({});
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: /Team/ })).toBeNull();
    expect(within(nav).getByRole('button', { name: /Community/ })).toBeVisible();
  });
});
