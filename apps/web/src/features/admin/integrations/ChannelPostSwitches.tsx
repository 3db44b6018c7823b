import { Switch } from '@mantine/core';

/** What Slack and Teams channel posts show and when they are made; the same choices for both. */
export function ChannelPostSwitches({
  showPoints,
  onShowPoints,
  postCelebrations,
  onPostCelebrations,
}: {
  showPoints: boolean;
  onShowPoints(value: boolean): void;
  postCelebrations: boolean;
  onPostCelebrations(value: boolean): void;
}) {
  return (
    <>
      <Switch
        label="Show points in channel posts"
        checked={showPoints}
        onChange={(e) => onShowPoints(e.currentTarget.checked)}
        size="md"
      />
      <Switch
        label="Post today’s birthdays and anniversaries in the company channel"
        checked={postCelebrations}
        onChange={(e) => onPostCelebrations(e.currentTarget.checked)}
        size="md"
      />
    </>
  );
}
