import { ActionIcon, Button, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react';
import { formatShortDate } from '../../lib/dates';
import { pictureUrl, type TPictureRow } from './queries';
import classes from './getinvolved.module.css';

/**
 * One picture of the grid: who posted it, when, and its likes. Like shows only while canVote is
 * true (false once liked and always on one's own); Delete only in My Profile mode, where every
 * picture is one's own.
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
  const name = `${picture.firstName} ${picture.surname}`;
  const likes = `${picture.totalLikes} ${picture.totalLikes === 1 ? 'like' : 'likes'}`;
  return (
    <Card component="li" p={0} className={classes.picture} aria-label={`Picture by ${name}`}>
      <Image
        src={pictureUrl(picture)}
        alt={`Picture by ${name}`}
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
              {formatShortDate(picture.dateCreated)}
            </Text>
          </div>
          {canDelete && (
            <Tooltip label="Delete picture" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={`Delete picture by ${name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Group gap={4} wrap="nowrap" c="brand.7">
            <IconHeartFilled size={16} aria-hidden />
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {likes}
            </Text>
          </Group>
          {picture.canVote && (
            <>
              {/* Two pictures a row on phones leave room for the heart alone. */}
              <ActionIcon
                hiddenFrom="xs"
                variant="light"
                size="md"
                loading={liking}
                onClick={onLike}
                aria-label={`Like picture by ${name}`}
              >
                <IconHeart size={16} />
              </ActionIcon>
              <Button
                visibleFrom="xs"
                size="compact-xs"
                variant="light"
                leftSection={<IconHeart size={14} aria-hidden />}
                loading={liking}
                onClick={onLike}
                aria-label={`Like picture by ${name}`}
              >
                Like
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
