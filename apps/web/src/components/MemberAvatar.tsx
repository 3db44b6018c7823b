import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/format';

/**
 * A member's picture. `picId` is the signed, expiring reference the server put in the response
 * ('' when the member has no picture): then their initials, on a colour derived from the name,
 * so people tell each other apart at a glance instead of seeing the same silhouette.
 */
export function MemberAvatar({
  picId,
  name,
  decorative = false,
  ...props
}: { picId?: string; name: string; decorative?: boolean } & AvatarProps) {
  return (
    <Avatar
      src={picId ? `/profilepic/${encodeURIComponent(picId)}` : null}
      alt={decorative ? '' : name}
      name={name}
      color="initials"
      {...(picId ? {} : { variant: 'filled' })}
      {...props}
      // Without a picture the initials are the content: a screen reader reads the name instead.
      {...(!picId && !decorative ? { role: 'img', 'aria-label': name } : {})}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
