import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/format';

/** A member's picture from /profilepic/{picId or memberId}; the server serves a default avatar. */
export function MemberAvatar({
  picId,
  memberId,
  name,
  decorative = false,
  ...props
}: { picId?: string; memberId: string; name: string; decorative?: boolean } & AvatarProps) {
  return (
    <Avatar
      src={`/profilepic/${encodeURIComponent(picId || memberId)}`}
      alt={decorative ? '' : name}
      color="brand"
      {...props}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
