import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { NavLinkEntry } from '../../lib/availability';
import { useBranding } from '../../lib/branding';
import { useNav } from '../../lib/nav-context';
import classes from './layout.module.css';

export function SiteFooter({ entries }: { entries: readonly NavLinkEntry[] }) {
  const { companyName, programmeName } = useBranding();
  const { openModal } = useNav();
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            © <bdi>{year}</bdi> {companyName ? `${companyName} · ` : ''}
            {programmeName}
          </Text>
          {entries.length > 0 && (
            <Group component="ul" gap="md" wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((entry) => {
                const { target } = entry;
                return (
                  <li key={entry.label.id}>
                    {'modal' in target ? (
                      <UnstyledButton className={classes.footerLink} onClick={() => openModal(target.modal)}>
                        {i18n._(entry.label)}
                      </UnstyledButton>
                    ) : (
                      <Anchor component={Link} to={target.to} className={classes.footerLink}>
                        {i18n._(entry.label)}
                      </Anchor>
                    )}
                  </li>
                );
              })}
            </Group>
          )}
        </Group>
      </Container>
    </footer>
  );
}
