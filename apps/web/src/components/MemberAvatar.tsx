import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/format';

/**
 * A colour of its own for each name (the same name always gets the same one): any hue, dark
 * enough that white initials on it meet the contrast minimum.
 */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hslHex(hash % 360, 0.5, 0.3);
}

/** HSL to #rrggbb (the theme's automatic contrast reads hex colours). */
function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

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
      color={avatarColour(name)}
      variant="filled"
      {...props}
      // Without a picture the initials are the content: a screen reader reads the name instead.
      {...(!picId && !decorative ? { role: 'img', 'aria-label': name } : {})}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
