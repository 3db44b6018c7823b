import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { MemberAvatar } from '../../components/MemberAvatar';
import { ValueArt } from '../../components/ValueArt';
import { useBranding } from '../../lib/branding';
import type { FeedItem } from './api';
import { Comments } from './Comments';
import { ReactionBar } from './ReactionBar';
import { RelativeTime } from './RelativeTime';
import classes from './feed.module.css';

/** One recognition: who, for what, the message, when, and what people made of it. */
export function FeedCard({ item, compact = false }: { item: FeedItem; compact?: boolean }) {
  const { pointsName } = useBranding();
  const recipients = item.recipients.map((r) => r.name).join(', ');
  return (
    <Card
      component="article"
      withBorder
      className={classes.card}
      aria-label={`${item.giver.name} recognised ${recipients}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar.Group spacing="sm">
          <MemberAvatar picId={item.giver.picId} name={item.giver.name} size={44} radius="xl" />
          {item.recipients.map((r) => (
            <MemberAvatar key={r.memberId} picId={r.picId} name={r.name} size={44} radius="xl" />
          ))}
        </Avatar.Group>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" style={{ lineHeight: 1.5 }}>
            <Text span fw={700}>
              {item.giver.name}
            </Text>{' '}
            recognised{' '}
            <Text span fw={700}>
              {recipients}
            </Text>
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge
              variant="light"
              color="brand"
              radius="sm"
              data-art={item.valueArt}
              leftSection={<ValueArt value={item.valueArt} className={classes.valueArt} />}
              className={classes.valueBadge}
            >
              {item.value}
            </Badge>
            {item.points !== null && (
              <Badge variant="outline" radius="sm">
                {item.points} {pointsName}
              </Badge>
            )}
            <RelativeTime iso={item.createdAt} />
          </Group>
        </Stack>
      </Group>
      <Text
        size="sm"
        className={classes.message}
        c={item.messageHidden ? 'dimmed' : undefined}
        fs={item.messageHidden ? 'italic' : undefined}
      >
        {item.message}
      </Text>
      {!item.messageHidden && (
        <>
          <ReactionBar item={item} />
          <Comments item={item} composer={compact ? 'on-tap' : 'open'} />
        </>
      )}
    </Card>
  );
}
