import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TGetToKnowProfile } from '@portal/contract';
import { MemberAvatar } from '../../components/MemberAvatar';
import classes from './gettoknow.module.css';

function Fact({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.factLabel}>
        {label}
      </Text>
      <Text size="sm">{text}</Text>
    </div>
  );
}

/** One colleague who opted in to Get To Know: who they are, what they do, hobbies and dreams. */
export function GetToKnowCard({
  person,
  highlighted = false,
}: {
  person: TGetToKnowProfile;
  highlighted?: boolean;
}) {
  const { t } = useLingui();
  const name = `${person.firstName} ${person.surname}`;
  return (
    <Card
      component="li"
      p="lg"
      className={highlighted ? `${classes.card} ${classes.highlighted}` : classes.card}
      aria-label={name}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Group wrap="nowrap" gap="md" align="center">
        <MemberAvatar
          picId={person.picId}
          name={name}
          size={highlighted ? 96 : 72}
          radius={999}
          className={classes.avatar}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {highlighted && (
            <Badge size="sm" variant="filled" w="fit-content" mb={4}>
              <Trans>Say hello</Trans>
            </Badge>
          )}
          <Text fw={700} size="lg" lh={1.25}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {person.division}
          </Text>
        </Stack>
      </Group>
      {/* The highlighted card spans the page, so its facts sit side by side from tablets up. */}
      <SimpleGrid cols={highlighted ? { base: 1, sm: 3 } : 1} spacing="sm" mt="md">
        <Fact label={t`What I do`} text={person.natureOfBusiness} />
        <Fact label={t`Hobbies`} text={person.interestOtherDesc} />
        <Fact label={t`Dreams`} text={person.otherInfo} />
      </SimpleGrid>
    </Card>
  );
}
