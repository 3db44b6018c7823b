import { useLingui } from '@lingui/react/macro';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { activeLocale } from '../../lib/i18n/active-locale';
import { chooseVisitorLocale } from '../../lib/i18n/language';
import { SWITCH_LANGUAGES } from '../../lib/i18n/locales';
import { useStore } from '../../lib/store';
import classes from './layout.module.css';

/**
 * A signed-out visitor's language switch (Welcome, Contact Us): the choice is kept in this
 * browser and shown at once. A member chooses in the profile instead.
 */
export function VisitorLanguageMenu() {
  const { t } = useLingui();
  const locale = useStore(activeLocale);
  const current = SWITCH_LANGUAGES.find((l) => l.tag === locale);
  return (
    <Menu position="bottom-end" shadow="md" radius="md" width={220}>
      <Menu.Target>
        <UnstyledButton className={classes.guestLink} aria-label={t`Language: ${current?.name ?? locale}`}>
          <IconWorld size={18} stroke={1.8} aria-hidden />
          <span className={classes.languageName} aria-hidden>
            {current?.name}
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {SWITCH_LANGUAGES.map(({ tag, name }) => (
          <Menu.Item
            key={tag}
            lang={tag}
            aria-current={tag === locale ? 'true' : undefined}
            fw={tag === locale ? 700 : undefined}
            onClick={() => void chooseVisitorLocale(tag)}
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
