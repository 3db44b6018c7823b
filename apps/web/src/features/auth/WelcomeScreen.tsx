import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { WELCOME, welcomeText } from './welcome-messages';
import {
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAward, IconGift, IconSparkles, type Icon } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding';
import { useSession } from '../../lib/member-data';
import { useNav } from '../../lib/nav-context';
import { LoginForm } from './LoginForm';
import { takePendingModal } from './welcome-intent';
import classes from './welcome.module.css';
import { WelcomeIllustration } from './WelcomeIllustration';

interface Step {
  icon: Icon;
  title: MessageDescriptor;
  /** With the programme's points name as `pointsName`. */
  text: MessageDescriptor;
}

// The same words as the prerendered Welcome (welcome-messages.ts).
const steps: readonly Step[] = [
  { icon: IconSparkles, title: WELCOME.recognise, text: WELCOME.recogniseText },
  { icon: IconAward, title: WELCOME.earn, text: WELCOME.earnText },
  { icon: IconGift, title: WELCOME.redeem, text: WELCOME.redeemText },
];

/** The landing page for logged-out visitors: the programme, a welcome and the sign-in form. */
export function WelcomeScreen() {
  const { companyName, programmeName, pointsName } = useBranding();
  const session = useSession();
  const { i18n, t } = useLingui();
  useDocumentTitle(welcomeText(i18n, WELCOME.titleBranded, { programmeName }));
  const { openModal } = useNav();
  // The visitor clicked Register, Forgot password or a footer page on the plain-HTML Welcome.
  useEffect(() => {
    const modal = takePendingModal();
    if (modal) openModal(modal);
  }, [openModal]);

  return (
    <>
      <section className={classes.hero} aria-labelledby="welcome-title">
        <Container size="lg">
          <Grid gutter={{ base: 28, md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              {companyName && (
                <span className={classes.eyebrow}>
                  <IconSparkles size={14} aria-hidden /> {companyName}
                </span>
              )}
              <Title order={1} id="welcome-title" className={classes.title}>
                {programmeName}
              </Title>
              <Text className={classes.lead}>{welcomeText(i18n, WELCOME.lead, { pointsName })}</Text>
              <Group gap="xs" mt="lg" visibleFrom="sm">
                {steps.map((step) => (
                  <span key={step.title.id} className={classes.pill}>
                    <step.icon size={16} aria-hidden /> {welcomeText(i18n, step.title)}
                  </span>
                ))}
              </Group>
              <Box visibleFrom="md" mt="xl">
                <WelcomeIllustration />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <div className={classes.loginCard}>
                {session.status === 'member' ? (
                  <Stack gap="md">
                    <Title order={2} size="h3">
                      <Trans>You are signed in</Trans>
                    </Title>
                    <Text c="dimmed">{t`Welcome back, ${session.data.memberData.firstname}.`}</Text>
                    <Button component={Link} to="/" size="md">
                      <Trans>Go to Home</Trans>
                    </Button>
                  </Stack>
                ) : (
                  <Stack gap="lg">
                    <div>
                      <Title order={2} size="h3">
                        {welcomeText(i18n, WELCOME.signInTitle)}
                      </Title>
                      <Text c="dimmed" size="sm" mt={4}>
                        {welcomeText(i18n, WELCOME.signInHint)}
                      </Text>
                    </div>
                    <LoginForm />
                  </Stack>
                )}
              </div>
            </Grid.Col>
          </Grid>
        </Container>
      </section>

      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Title order={2} size="h3" ta="center" mb="lg">
          {welcomeText(i18n, WELCOME.howItWorks)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {steps.map((step, index) => (
            <Card key={step.title.id} className={classes.step}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <step.icon size={26} stroke={1.6} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text className={classes.stepNumber}>
                    {welcomeText(i18n, WELCOME.stepNumber, { number: index + 1 })}
                  </Text>
                  <Title order={3} size="h4" mt={2}>
                    {welcomeText(i18n, step.title)}
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    {welcomeText(i18n, step.text, { pointsName })}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
