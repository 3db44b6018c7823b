import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeartHandshake, IconMessageHeart, IconUserSearch } from '@tabler/icons-react';
import type { CallResponse, site } from '@portal/contract';
import { Link, useNavigate } from 'react-router';
import { MemberAvatar } from '../../components/MemberAvatar';
import { isUnregistered } from '../../components/select-members/selection';
import { CELEBRATION_TARGETS, storeCelebration, type CelebrationScreen } from '../../lib/celebration-link';
import classes from './celebrations.module.css';

export type TCelebrationRow = CallResponse<typeof site.getcelebrations>['report'][number];

/** "Birthday", or how long they have been with the company ("5 years with us"). */
function occasionText(row: TCelebrationRow, birthday: string): string {
  if (row.what === 'BDAY') return birthday;
  const { years } = row;
  return plural(years, { one: '# year with us', other: '# years with us' });
}

/**
 * One person celebrating today: picture, name, division, and the ways to join
 * in. The reward buttons leave the member and the occasion in session storage, so the target
 * screen opens with both chosen.
 */
export function CelebrationCard({ row }: { row: TCelebrationRow }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = `${row.firstName} ${row.surname}`;

  function celebrate(screen: CelebrationScreen) {
    storeCelebration(row.memberId, row.what);
    void navigate(CELEBRATION_TARGETS[screen]);
  }

  return (
    <Card component="li" p="md" className={classes.card} aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MemberAvatar picId={row.picId} name={name} size={72} radius={999} className={classes.avatar} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="lg" lh={1.25}>
            {name}
          </Text>
          {row.division && (
            <Text size="sm" c="dimmed">
              {row.division}
            </Text>
          )}
          <Badge
            variant="light"
            color={row.what === 'BDAY' ? 'accent' : 'brand'}
            radius="sm"
            w="fit-content"
            // A long occasion in another language wraps rather than being cut short.
            classNames={{ root: classes.occasion, label: classes.occasionLabel }}
            // The accent's own shade reads below 4.5:1 on its tint; its darkest shade passes.
            styles={row.what === 'BDAY' ? { label: { color: 'var(--mantine-color-accent-9)' } } : undefined}
          >
            {occasionText(row, t`Birthday`)}
          </Badge>
        </Stack>
      </Group>
      {isUnregistered(row.memberId) ? (
        <Text size="sm" c="dimmed" mt="md" fs="italic">
          <Trans>This member has not registered</Trans>
        </Text>
      ) : (
        <Group gap="xs" mt="md" className={classes.actions}>
          {row.interest1 && (
            <Button
              component={Link}
              to={`/gettoknow/${encodeURIComponent(row.memberId)}`}
              variant="default"
              size="xs"
              leftSection={<IconUserSearch size={16} aria-hidden />}
              aria-label={t`Get to Know ${name}`}
            >
              <Trans>Get to Know</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageHeart size={16} aria-hidden />}
            onClick={() => celebrate('thankyou')}
            aria-label={t`Simply Say to ${name}`}
          >
            <Trans>Simply Say</Trans>
          </Button>
          <Button
            size="xs"
            leftSection={<IconHeartHandshake size={16} aria-hidden />}
            onClick={() => celebrate('payitforward')}
            aria-label={t`Pay It Forward to ${name}`}
          >
            <Trans>Pay It Forward</Trans>
          </Button>
        </Group>
      )}
    </Card>
  );
}
