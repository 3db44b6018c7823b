import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { MESSAGE_TEXTS, type TMemberData } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { Link } from 'react-router';
import { MemberAvatar } from '../../components/MemberAvatar';
import { isolated } from '../../lib/i18n/intl-formats';
import { birthdayText } from './birthday';
import { LanguagePreference } from './LanguagePreference';
import { MyDataCard } from './MyDataCard';
import { PushDevices } from './PushDevices';
import { NotificationPreferences } from './NotificationPreferences';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={2}
        fw={500}
        c={value ? undefined : 'dimmed'}
        style={{ wordBreak: 'break-word' }}
      >
        {value || sayText(MESSAGE_TEXTS.birthdayNotProvided)}
      </Text>
    </div>
  );
}

/** MyProfile: the member's details with an Update button. */
export function ProfileView({ member }: { member: TMemberData }) {
  const { t } = useLingui();
  const fullName = `${member.firstname} ${member.surname}`.trim();
  const memberNumber = isolated(member.memberNumber);
  return (
    <Stack gap="lg">
      <Card p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg">
          <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
            <MemberAvatar picId={member.picId} name={fullName} size={88} radius={999} />
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {fullName}
              </Title>
              <Text c="dimmed">
                <Trans>Member number {memberNumber}</Trans>
              </Text>
              {member.isManager && (
                <Badge mt={6} variant="light">
                  <Trans>Manager</Trans>
                </Badge>
              )}
            </div>
          </Group>
          <Button component={Link} to="/myprofile/update" leftSection={<IconPencil size={18} aria-hidden />}>
            <Trans>Update</Trans>
          </Button>
        </Group>
      </Card>

      <Card component="section" aria-labelledby="profile-details-title" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} size="h3" id="profile-details-title" mb="lg">
          <Trans>My details</Trans>
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg" m={0}>
          <Detail label={t`First name`} value={member.firstname} />
          <Detail label={t`Surname`} value={member.surname} />
          <Detail label={t`Member number`} value={member.memberNumber} />
          <Detail label={t`Email`} value={member.email} />
          <Detail label={t`Mobile`} value={member.cellNum} />
          <Detail label={t`Division`} value={member.division} />
          <Detail label={t`Birthday`} value={birthdayText(member.dOBdd, member.dOBmm)} />
          <Detail label={t`Get To Know`} value={member.interest1 ? t`Taking part` : t`Not taking part`} />
          {member.interest1 && <Detail label={t`Hobbies`} value={member.interestOtherDesc} />}
          {member.interest1 && <Detail label={t`Dreams`} value={member.otherInfo} />}
        </SimpleGrid>
      </Card>
      <LanguagePreference member={member} />
      <PushDevices />
      <NotificationPreferences />
      <MyDataCard />
    </Stack>
  );
}
