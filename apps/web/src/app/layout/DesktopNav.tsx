import { useLingui } from '@lingui/react/macro';
import { Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { NavEntry, NavGroupEntry, NavLinkEntry } from '../../lib/availability';
import { useNav } from '../../lib/nav-context';
import classes from './layout.module.css';
import { useIsActive } from './use-is-active';

function TopLink({ entry, active }: { entry: NavLinkEntry; active: boolean }) {
  const { openModal } = useNav();
  const { i18n } = useLingui();
  const Icon = entry.icon;
  const content = (
    <>
      {Icon && <Icon size={18} stroke={1.7} aria-hidden />}
      {i18n._(entry.label)}
    </>
  );
  if ('modal' in entry.target) {
    const { modal } = entry.target;
    return (
      <UnstyledButton className={classes.navItem} onClick={() => openModal(modal)}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <Link
      to={entry.target.to}
      className={classes.navItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}

function MenuItems({ items }: { items: readonly NavEntry[] }) {
  const { openModal } = useNav();
  const { i18n } = useLingui();
  return items.map((item, index) => {
    if (item.kind === 'group') {
      return (
        <Fragment key={item.label.id}>
          {index > 0 && <Menu.Divider role="separator" />}
          <Menu.Label>{i18n._(item.label)}</Menu.Label>
          <MenuItems items={item.items} />
        </Fragment>
      );
    }
    const { target } = item;
    return 'modal' in target ? (
      <Menu.Item key={item.label.id} onClick={() => openModal(target.modal)}>
        {i18n._(item.label)}
      </Menu.Item>
    ) : (
      <Menu.Item key={item.label.id} component={Link} to={target.to}>
        {i18n._(item.label)}
      </Menu.Item>
    );
  });
}

function TopGroup({ entry, active }: { entry: NavGroupEntry; active: boolean }) {
  const Icon = entry.icon;
  const { i18n } = useLingui();
  return (
    <Menu
      position="bottom-start"
      offset={2}
      shadow="md"
      radius="md"
      width={260}
      // Inside the nav landmark, and focus lands on the first item when opened from the keyboard.
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.navItem} data-active={active || undefined}>
          {Icon && <Icon size={18} stroke={1.7} aria-hidden />}
          {i18n._(entry.label)}
          <IconChevronDown size={14} stroke={2} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItems items={entry.items} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The desktop menu bar: groups open dropdowns (keyboard: Enter/Space, arrows, Esc). */
export function DesktopNav({
  entries,
  sessionEntries,
}: {
  entries: readonly NavEntry[];
  sessionEntries: readonly NavLinkEntry[];
}) {
  const isActive = useIsActive();
  const { t } = useLingui();
  const render = (entry: NavEntry) =>
    entry.kind === 'group' ? (
      <TopGroup key={entry.label.id} entry={entry} active={isActive(entry)} />
    ) : (
      <TopLink key={entry.label.id} entry={entry} active={isActive(entry)} />
    );
  return (
    <nav aria-label={t`Main`} className={classes.navBar}>
      <Container size="lg">
        <Group justify="space-between" gap={0} wrap="nowrap">
          <Group gap={0} wrap="nowrap">
            {entries.map(render)}
          </Group>
          <Group gap={0} wrap="nowrap">
            {sessionEntries.map(render)}
          </Group>
        </Group>
      </Container>
    </nav>
  );
}
