import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { MESSAGES, type TMemberData } from '@portal/contract';
import { Link } from 'react-router';
import { MemberAvatar } from '../../components/MemberAvatar';
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
        {value || MESSAGES.birthdayNotProvided}
      </Text>
    </div>
  );
}

/** MyProfile: the member's details with an Update button. */
export function ProfileView({ member }: { member: TMemberData }) {
  const fullName = `${member.firstname} ${member.surname}`.trim();
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
              <Text c="dimmed">Member number {member.memberNumber}</Text>
              {member.isManager && (
                <Badge mt={6} variant="light">
                  Manager
                </Badge>
              )}
            </div>
          </Group>
          <Button component={Link} to="/myprofile/update" leftSection={<IconPencil size={18} aria-hidden />}>
            Update
          </Button>
        </Group>
      </Card>

      <Card component="section" aria-labelledby="profile-details-title" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} size="h3" id="profile-details-title" mb="lg">
          My details
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg" m={0}>
          <Detail label="First name" value={member.firstname} />
          <Detail label="Surname" value={member.surname} />
          <Detail label="Member number" value={member.memberNumber} />
          <Detail label="Email" value={member.email} />
          <Detail label="Mobile" value={member.cellNum} />
          <Detail label="Division" value={member.division} />
          <Detail label="Birthday" value={birthdayText(member.dOBdd, member.dOBmm)} />
          <Detail label="Get To Know" value={member.interest1 ? 'Taking part' : 'Not taking part'} />
          {member.interest1 && <Detail label="Hobbies" value={member.interestOtherDesc} />}
          {member.interest1 && <Detail label="Dreams" value={member.otherInfo} />}
        </SimpleGrid>
      </Card>
      <LanguagePreference member={member} />
      <PushDevices />
      <NotificationPreferences />
      <MyDataCard />
    </Stack>
  );
}
