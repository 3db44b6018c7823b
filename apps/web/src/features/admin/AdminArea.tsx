import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, NavLink, Stack, Text } from '@mantine/core';
import { ROLE_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { Suspense, useCallback } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { useMember } from '../../lib/member-data';
import { usePageMenu } from '../../lib/page-menu';
import { ADMIN_GROUP_LABELS, ADMIN_GROUPS, adminHref } from './admin-groups';
import { AdminMenuContext } from './admin-menu-context';
import { adminSections } from './admin-sections';
import classes from './admin.module.css';

/**
 * /admin/*: programme administration, with its own menu beside the page. Only programme admins
 * see it; everyone else gets the refusal the server gives them (403) for every admin call.
 */
export default function AdminArea() {
  const member = useMember();
  const { t } = useLingui();
  if (!member.isProgrammeAdmin) {
    return (
      <ScreenNotice heading={t`Programme administration`}>{sayText(ROLE_TEXTS.authorised)}</ScreenNotice>
    );
  }
  return <AdminLayout />;
}

/** The section a path belongs to: the longest section path it starts with. */
function sectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  const matches = adminSections.filter((s) => {
    const href = adminHref(s);
    return path === href || (s.path !== '' && path.startsWith(`${href}/`));
  });
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? adminSections[0];
}

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Administration`}>
      <Stack gap={4}>
        {ADMIN_GROUPS.map((group) => {
          const items = adminSections.filter((s) => s.group === group);
          if (!items.length) return null;
          return (
            <div key={group}>
              {group !== 'Overview' && (
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mt="sm" mb={2}>
                  {i18n._(ADMIN_GROUP_LABELS[group])}
                </Text>
              )}
              {items.map((s) => {
                const href = adminHref(s);
                const active = s === current;
                const Icon = s.icon;
                return (
                  <NavLink
                    key={s.path}
                    component={Link}
                    to={href}
                    label={i18n._(s.label)}
                    leftSection={<Icon size={18} stroke={1.7} aria-hidden />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                    className={classes.link}
                  />
                );
              })}
            </div>
          );
        })}
      </Stack>
    </nav>
  );
}

/** The admin links in the site's phone menu, under their own heading. */
const phoneMenu = (close: () => void) => (
  <div>
    <Text fw={800} px="sm" mb={4}>
      <Trans>Administration</Trans>
    </Text>
    <AdminMenu onNavigate={close} />
  </div>
);

function AdminLayout() {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const { i18n } = useLingui();
  const here = current ? i18n._(current.label) : '';
  // On a phone the admin links join the site's menu, so the page has one menu button.
  usePageMenu(useCallback(phoneMenu, []));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <div className={classes.layout}>
        <aside className={classes.sidebar}>
          <Text fw={700} className={classes.mobileBar}>
            <Trans>Admin · {here}</Trans>
          </Text>
          <Box className={classes.desktopMenu}>
            <Text fw={800} size="lg" px="sm" mb="xs">
              <Trans>Administration</Trans>
            </Text>
            <AdminMenu />
          </Box>
        </aside>
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <AdminMenuContext.Provider value={adminSections}>
              <Routes>
                {adminSections.map((s) =>
                  s.path ? (
                    <Route key={s.path} path={`${s.path}/*`} element={<s.Screen />} />
                  ) : (
                    <Route key="index" index element={<s.Screen />} />
                  ),
                )}
                <Route path="*" element={<NotFoundScreen />} />
              </Routes>
            </AdminMenuContext.Provider>
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
