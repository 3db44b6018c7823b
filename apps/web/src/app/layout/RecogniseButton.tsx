import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavLinkEntry } from '../../lib/availability';

/**
 * The desktop "Recognise" action in the header: one button, always in view, opening every way to
 * recognise someone this member may use.
 */
export function RecogniseButton({ entries }: { entries: readonly NavLinkEntry[] }) {
  const { i18n } = useLingui();
  if (entries.length === 0) return null;
  return (
    <Menu position="bottom-end" offset={6} shadow="md" radius="md" width={280}>
      <Menu.Target>
        <Button
          variant="white"
          color="brand.8"
          radius="xl"
          size="md"
          // Always whole: the header's other items give way first, in a long language too.
          style={{ flexShrink: 0 }}
          leftSection={<IconSparkles size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Recognise</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => {
          const Icon = entry.icon;
          if (!('to' in entry.target)) return null;
          return (
            <Menu.Item
              key={entry.label.id}
              component={Link}
              to={entry.target.to}
              leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
            >
              <Text size="sm" fw={600}>
                {i18n._(entry.label)}
              </Text>
              {entry.description && (
                <Text size="xs" c="dimmed">
                  {i18n._(entry.description)}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
