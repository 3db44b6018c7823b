import { useLingui } from '@lingui/react/macro';
import { CloseButton, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavEntry, NavLinkEntry } from '../../lib/availability';
import { useNav } from '../../lib/nav-context';
import { BrandMark } from './BrandMark';
import { useIsActive } from './use-is-active';

function DrawerEntries({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate(): void }) {
  const { openModal } = useNav();
  const isActive = useIsActive();
  const { i18n } = useLingui();
  return entries.map((entry) => {
    const Icon = entry.icon;
    const leftSection = Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined;
    if (entry.kind === 'group') {
      return (
        <NavLink
          key={entry.label.id}
          label={i18n._(entry.label)}
          leftSection={leftSection}
          defaultOpened={isActive(entry)}
          childrenOffset={Icon ? 32 : 16}
          active={false}
          fw={600}
        >
          <DrawerEntries entries={entry.items} onNavigate={onNavigate} />
        </NavLink>
      );
    }
    const { target } = entry;
    if ('modal' in target) {
      return (
        <NavLink
          key={entry.label.id}
          component="button"
          label={i18n._(entry.label)}
          leftSection={leftSection}
          onClick={() => {
            onNavigate();
            openModal(target.modal);
          }}
        />
      );
    }
    const active = isActive(entry);
    return (
      <NavLink
        key={entry.label.id}
        component={Link}
        to={target.to}
        label={i18n._(entry.label)}
        leftSection={leftSection}
        rightSection={<IconChevronRight size={14} aria-hidden />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  });
}

/** The phone menu: a drawer from the start side (the left, or the right in Arabic) with the same entries as the desktop bar. */
export function MobileNav({
  opened,
  onClose,
  entries,
  sessionEntries,
  pageMenu,
}: {
  opened: boolean;
  onClose(): void;
  entries: readonly NavEntry[];
  sessionEntries: readonly NavLinkEntry[];
  /** The current page's own links (the admin menu), first: they are what its user came for. */
  pageMenu?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    // Built from Drawer's parts: its ready-made header is a <header> element (a second banner
    // landmark), and the dialog needs a name of its own.
    <Drawer.Root opened={opened} onClose={onClose} size={300} padding="md">
      <Drawer.Overlay />
      <Drawer.Content aria-label={t`Menu`}>
        <Drawer.Body>
          <Group justify="space-between" wrap="nowrap" mb="md" c="brand.8">
            <BrandMark />
            <CloseButton onClick={onClose} aria-label={t`Close menu`} size="lg" />
          </Group>
          {pageMenu && (
            <>
              {pageMenu}
              <Divider my="sm" />
            </>
          )}
          <nav aria-label={t`Main`}>
            <Stack gap={2}>
              <DrawerEntries entries={entries} onNavigate={onClose} />
              {sessionEntries.length > 0 && <Divider my="sm" />}
              <DrawerEntries entries={sessionEntries} onNavigate={onClose} />
            </Stack>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
