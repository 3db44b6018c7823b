import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/format';

/**
 * A member's picture. `picId` is the signed, expiring reference the server put in the response
 * ('' when the member has no picture, which shows the shared silhouette).
 */
export function MemberAvatar({
  picId,
  name,
  decorative = false,
  ...props
}: { picId?: string; name: string; decorative?: boolean } & AvatarProps) {
  return (
    <Avatar
      src={picId ? `/profilepic/${encodeURIComponent(picId)}` : '/profilepic/default'}
      alt={decorative ? '' : name}
      color="brand"
      {...props}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
