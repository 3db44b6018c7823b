import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { acceptCookiePolicy, isCookieBannerShown } from '@portal/contract';
import { useNav } from '../../lib/nav-context';
import { saveCookiePolicy, useCookiePolicy } from './cookie-policy-store';

/** Shown at the foot of every page until the mandatory cookies are accepted. */
export function CookieBanner() {
  const policy = useCookiePolicy();
  const { openModal, isAvailable } = useNav();
  const { t } = useLingui();
  if (!isCookieBannerShown(policy)) return null;
  return (
    <Paper
      component="section"
      aria-label={t`Cookie consent`}
      shadow="lg"
      radius={0}
      withBorder
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 150 }}
    >
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 320px' }}>
            <Trans>
              We use cookies that are needed for the portal to work, and optional ones to remember your
              preferences. You can change your choice at any time under Cookie Preferences.
            </Trans>
          </Text>
          <Group gap="xs">
            {isAvailable({ modal: 'cookiePreferences' }) && (
              <Button variant="default" onClick={() => openModal('cookiePreferences')}>
                <Trans>Preferences</Trans>
              </Button>
            )}
            <Button onClick={() => saveCookiePolicy(acceptCookiePolicy(policy))}>
              <Trans>Accept</Trans>
            </Button>
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
