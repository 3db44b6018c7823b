import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton, Drawer, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift, IconHome, IconSparkles, IconUserCircle, type Icon } from '@tabler/icons-react';
import { Link, matchPath, useLocation } from 'react-router';
import type { NavLinkEntry } from '../../lib/availability';
import { useEverTrue } from '../../lib/use-ever-true';
import classes from './layout.module.css';

interface Tab {
  label: MessageDescriptor;
  icon: Icon;
  to: string;
  /** Other addresses that belong to this tab, so it shows as current there too. */
  also: readonly string[];
}

const HOME: Tab = { label: msg`Home`, icon: IconHome, to: '/', also: [] };
const REWARDS: Tab = {
  label: msg`Rewards`,
  icon: IconGift,
  to: '/rewards',
  also: ['/rewards/*', '/orders', '/statement'],
};
const ME: Tab = {
  label: msg`Me`,
  icon: IconUserCircle,
  to: '/myprofile',
  also: ['/myprofile/*', '/myrecognition', '/payitforwardstatement'],
};
const RECOGNISE_PATHS = [
  '/recognise/*',
  '/rewardpayitforward/*',
  '/nominate/*',
  '/adhocrecognition',
  '/rewardtrfcustom',
];

function useIsAt(): (patterns: readonly string[]) => boolean {
  const { pathname } = useLocation();
  return (patterns) => patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

function TabLink({ tab, current }: { tab: Tab; current: boolean }) {
  const Icon = tab.icon;
  const { i18n } = useLingui();
  return (
    <Link
      to={tab.to}
      className={classes.tab}
      data-active={current || undefined}
      aria-current={current ? 'page' : undefined}
    >
      <Icon size={24} stroke={1.7} aria-hidden />
      <span>{i18n._(tab.label)}</span>
    </Link>
  );
}

/**
 * A phone's bottom tab bar, as banking and recognition apps have it: Home, Recognise, Rewards
 * and Me within a thumb's reach; Recognise opens a sheet of every way to recognise someone.
 */
export function PhoneTabBar({ recognise }: { recognise: readonly NavLinkEntry[] }) {
  const [sheetOpened, sheet] = useDisclosure(false);
  // Mounted at its first opening, as the phone menu is.
  const sheetUsed = useEverTrue(sheetOpened);
  const isAt = useIsAt();
  const recogniseCurrent = isAt(RECOGNISE_PATHS);
  const { i18n, t } = useLingui();
  return (
    <>
      <nav aria-label={t`Tabs`} className={classes.tabBar}>
        <TabLink tab={HOME} current={isAt([HOME.to])} />
        {recognise.length > 0 && (
          <UnstyledButton
            className={classes.tab}
            data-active={recogniseCurrent || undefined}
            onClick={sheet.open}
            aria-haspopup="dialog"
            aria-expanded={sheetOpened}
          >
            <IconSparkles size={24} stroke={1.7} aria-hidden />
            <span>
              <Trans>Recognise</Trans>
            </span>
          </UnstyledButton>
        )}
        <TabLink tab={REWARDS} current={isAt([REWARDS.to, ...REWARDS.also])} />
        <TabLink tab={ME} current={isAt([ME.to, ...ME.also])} />
      </nav>
      {/* Built from Drawer's parts: its ready-made header is a <header> (a second banner landmark). */}
      {sheetUsed && (
        <Drawer.Root opened={sheetOpened} onClose={sheet.close} position="bottom" padding="md">
          <Drawer.Overlay />
          {/* As tall as its options, like a banking app's action sheet. */}
          <Drawer.Content aria-label={t`Recognise`} radius="lg" style={{ height: 'auto' }}>
            <Drawer.Body pb="xl">
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Text fw={700} size="lg">
                  <Trans>Recognise</Trans>
                </Text>
                <CloseButton onClick={sheet.close} aria-label={t`Close`} size="xl" />
              </Group>
              <Stack gap={4}>
                {recognise.map((entry) => {
                  const Icon = entry.icon;
                  if (!('to' in entry.target)) return null;
                  return (
                    <NavLink
                      key={entry.label.id}
                      component={Link}
                      to={entry.target.to}
                      label={i18n._(entry.label)}
                      description={entry.description && i18n._(entry.description)}
                      leftSection={Icon ? <Icon size={24} stroke={1.6} aria-hidden /> : undefined}
                      onClick={sheet.close}
                      py="sm"
                      styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)' } }}
                    />
                  );
                })}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </>
  );
}
