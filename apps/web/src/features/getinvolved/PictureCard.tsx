import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates';
import { pictureUrl, type TPictureRow } from './api';
import classes from './getinvolved.module.css';

/**
 * One picture of the grid: who posted it, when, and its likes. Like shows while canVote is true
 * (never on one's own); once liked the card says "You liked this" with a filled heart. Delete only
 * in My Profile mode, where every picture is one's own.
 */
export function PictureCard({
  picture,
  canDelete,
  liking,
  onLike,
  onDelete,
}: {
  picture: TPictureRow;
  canDelete: boolean;
  liking: boolean;
  onLike(): void;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const name = `${picture.firstName} ${picture.surname}`;
  const { totalLikes } = picture;
  const likes = plural(totalLikes, { one: '# like', other: '# likes' });
  return (
    <Card component="li" p={0} className={classes.picture} aria-label={t`Picture by ${name}`}>
      <Image
        src={pictureUrl(picture)}
        alt={t`Picture by ${name}`}
        className={classes.pictureImage}
        loading="lazy"
      />
      <Stack gap={6} p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(picture.dateCreated)}
            </Text>
          </div>
          {canDelete && (
            <Tooltip label={t`Delete picture`} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                onClick={onDelete}
                aria-label={t`Delete picture by ${name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Group gap={4} wrap="nowrap" c="brand.7">
            <IconHeartFilled size={16} aria-hidden />
            {/* Wraps on a narrow card: some languages count likes in more words ('2 mense hou hiervan'). */}
            <Text size="sm" fw={600}>
              {likes}
            </Text>
          </Group>
          {picture.canVote && (
            <Button
              size="sm"
              variant="light"
              px="sm"
              h={44}
              leftSection={<IconHeart size={18} aria-hidden />}
              loading={liking}
              onClick={onLike}
              aria-label={t`Like picture by ${name}`}
            >
              <Trans>Like</Trans>
            </Button>
          )}
          {picture.liked && (
            // Liked stays visible as a state, as social apps show it, instead of the button vanishing.
            <Group gap={4} wrap="nowrap" c="brand.8" mih={44}>
              <IconHeartFilled size={18} aria-hidden />
              <Text size="sm" fw={600}>
                <Trans>You liked this</Trans>
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
