import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Container, Group, Stack, useMantineTheme } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { NavEntry, NavLinkEntry } from '../../lib/availability';
import type { Session } from '../../lib/member-data';
import { MemberAvatar } from '../../components/MemberAvatar';
import { withCatalogue } from '../../lib/i18n/catalogues';
import { useMinWidth } from '../../lib/use-min-width';
import type { ThemeOther } from '../theme';
import { BrandMark } from './BrandMark';
import { DesktopNav } from './DesktopNav';
import classes from './layout.module.css';
import { PointsSummary } from './PointsSummary';
import { RecogniseButton } from './RecogniseButton';
import { VisitorLanguageMenu } from './VisitorLanguageMenu';

// The bell is its own chunk: the header paints without it and it arrives a moment later.
const NotificationBell = lazy(
  withCatalogue('notifications', async () => ({
    default: (await import('../../features/notifications/NotificationBell')).NotificationBell,
  })),
);

export function SiteHeader({
  session,
  entries,
  sessionEntries,
  recogniseEntries,
  drawerOpened,
  onToggleDrawer,
}: {
  session: Session;
  entries: readonly NavEntry[];
  sessionEntries: readonly NavLinkEntry[];
  recogniseEntries: readonly NavLinkEntry[];
  drawerOpened: boolean;
  onToggleDrawer(): void;
}) {
  const theme = useMantineTheme();
  const { headerText } = theme.other as ThemeOther;
  const member = session.status === 'member' ? session.data.memberData : undefined;
  const [atXs, atSm, atMd] = [useMinWidth('xs'), useMinWidth('sm'), useMinWidth('md')];
  const { t } = useLingui();

  return (
    <Box
      component="header"
      // While the session loads the header keeps a signed-in header's height, so Home does not
      // jump down when the points and menus arrive.
      className={session.status === 'loading' ? `${classes.header} ${classes.headerPending}` : classes.header}
      style={{ '--app-header-text': headerText }}
    >
      <Container size="lg" pb={member && !atMd ? 'sm' : 0}>
        <Group className={classes.headerRow} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {member && !atSm && (
              <Burger
                opened={drawerOpened}
                onClick={onToggleDrawer}
                size="sm"
                // A 44 px square: the smallest comfortable tap target.
                w={44}
                h={44}
                style={{ flexShrink: 0 }}
                color={headerText}
                aria-label={drawerOpened ? t`Close menu` : t`Open menu`}
                aria-expanded={drawerOpened}
              />
            )}
            <div style={{ minWidth: 0 }}>
              <BrandMark compact={!atXs && Boolean(member)} />
            </div>
          </Group>

          {/* While the session loads, no sign-in links: a member would see them flash, and they are a render for nothing. */}
          {session.status === 'anonymous' && <GuestNav entries={[...entries, ...sessionEntries]} />}
          {member && (
            <Group gap="lg" wrap="nowrap">
              {atMd && <PointsSummary member={member} />}
              {atSm && <RecogniseButton entries={recogniseEntries} />}
              <Group gap="sm" wrap="nowrap">
                <Suspense fallback={<Box w={44} h={44} />}>
                  <NotificationBell color={headerText} />
                </Suspense>
                <Stack gap={0} align="flex-end">
                  <span className={classes.greetingHello}>
                    <Trans>Hello {member.firstname}</Trans>
                  </span>
                  <span className={classes.greetingBack}>
                    {/* A new member's first visit is a welcome, not a return. */}
                    {member.firstSteps.firstVisit ? <Trans>WELCOME</Trans> : <Trans>WELCOME BACK</Trans>}
                  </span>
                </Stack>
                <MemberAvatar
                  picId={member.picId}
                  name={`${member.firstname} ${member.surname}`}
                  decorative
                  size={44}
                  radius="xl"
                  variant="white"
                  className={classes.avatar}
                />
              </Group>
            </Group>
          )}
        </Group>
        {member && !atMd && <PointsSummary member={member} />}
      </Container>
      {member && atSm && <DesktopNav entries={entries} sessionEntries={sessionEntries} />}
    </Box>
  );
}

/**
 * Logged out there are only a few top-level links (Log In, Contact Us), so they sit in the header
 * row at every width instead of a menu bar or drawer.
 */
function GuestNav({ entries }: { entries: readonly NavEntry[] }) {
  const links = entries.flatMap((entry) =>
    entry.kind === 'link' && 'to' in entry.target ? [{ ...entry, to: entry.target.to }] : [],
  );
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Main`}>
      <Group gap={4} wrap="nowrap">
        <VisitorLanguageMenu />
        {links.map(({ label: message, to, icon: Icon }) => {
          const label = i18n._(message);
          // On a phone the links are icons with accessible names, so they never crowd the brand.
          return (
            <Link
              key={message.id}
              to={to}
              className={classes.guestLink}
              aria-label={Icon ? label : undefined}
            >
              {Icon && <Icon size={18} stroke={1.8} aria-hidden />}
              {Icon ? (
                <Box component="span" visibleFrom="sm" aria-hidden>
                  {label}
                </Box>
              ) : (
                label
              )}
            </Link>
          );
        })}
      </Group>
    </nav>
  );
}
