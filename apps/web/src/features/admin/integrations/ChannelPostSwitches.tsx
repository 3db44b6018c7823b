import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <>
      <Switch
        label={t`Show points in channel posts`}
        checked={showPoints}
        onChange={(e) => onShowPoints(e.currentTarget.checked)}
        size="md"
      />
      <Switch
        label={t`Post today’s birthdays and anniversaries in the company channel`}
        checked={postCelebrations}
        onChange={(e) => onPostCelebrations(e.currentTarget.checked)}
        size="md"
      />
    </>
  );
}
