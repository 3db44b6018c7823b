import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { REACTION_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { IconBulb, IconConfetti, IconHandStop, IconHeart, IconMoodHappy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { MemberAvatar } from '../../components/MemberAvatar';
import { feedQueries, useReact, type FeedItem, type ReactionKind } from './api';
import classes from './feed.module.css';

// Drawn icons rather than emoji: they look the same on every device and need no emoji font.
const ICON: Record<ReactionKind, typeof IconHeart> = {
  clap: IconHandStop,
  heart: IconHeart,
  celebrate: IconConfetti,
  laugh: IconMoodHappy,
  insightful: IconBulb,
};
function ReactionIcon({ kind, size = 20 }: { kind: ReactionKind; size?: number }) {
  const Icon = ICON[kind];
  return <Icon size={size} stroke={1.8} aria-hidden />;
}

/** The fixed reactions as toggle buttons (aria-pressed), their counts, and who reacted. */
export function ReactionBar({ item }: { item: FeedItem }) {
  const react = useReact(item.recognitionId);
  const total = item.reactions.reduce((n, r) => n + r.count, 0);
  return (
    <div className={`${classes.row} ${classes.reactionBar}`}>
      {item.reactions.map((r) => {
        const label = sayText(REACTION_TEXTS[r.kind]);
        return (
          <button
            type="button"
            key={r.kind}
            className={classes.reaction}
            aria-pressed={r.mine}
            aria-label={plural(r.count, { one: `${label}: # reaction`, other: `${label}: # reactions` })}
            data-mine={r.mine || undefined}
            disabled={react.isPending}
            onClick={() => react.mutate({ kind: r.kind, reacted: !r.mine })}
          >
            <ReactionIcon kind={r.kind} />
            {r.count > 0 && (
              <span aria-hidden className={classes.reactionCount}>
                {r.count}
              </span>
            )}
          </button>
        );
      })}
      {total > 0 && <WhoReacted recognitionId={item.recognitionId} total={total} />}
    </div>
  );
}

/**
 * "Who reacted" and its list. The popover (floating position, outside clicks) and the query
 * behind it are set up at the first tap, as the time's tooltip is: a page of cards renders a
 * plain button each.
 */
/** The "Who reacted" button's look, before and after the popover is set up. */
const WHO_BUTTON = { variant: 'subtle', size: 'compact-sm', mih: 44 } as const;

function WhoReacted({ recognitionId, total }: { recognitionId: number; total: number }) {
  const [armed, setArmed] = useState(false);
  const { t } = useLingui();
  const label = t`Who reacted (${total})`;
  if (armed) return <WhoReactedPopover recognitionId={recognitionId} label={label} />;
  return (
    // What the popover's target says of itself, so a screen reader hears the same before the tap.
    <Button {...WHO_BUTTON} aria-haspopup="dialog" aria-expanded={false} onClick={() => setArmed(true)}>
      {label}
    </Button>
  );
}

function WhoReactedPopover({ recognitionId, label }: { recognitionId: number; label: string }) {
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const query = useQuery({ ...feedQueries.reactors(recognitionId), enabled: opened });
  // The button is drawn afresh inside the popover: keyboard focus goes back to it.
  useEffect(() => button.current?.focus(), []);
  return (
    <Popover opened={opened} onChange={setOpened} width={260} position="bottom-start" shadow="md">
      <Popover.Target>
        <Button
          ref={button}
          {...WHO_BUTTON}
          onClick={() => setOpened((o) => !o)}
          // The list holds nothing to focus, so Escape on the button closes it.
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {query.isPending ? (
          <Text size="sm">
            <Trans>Loading…</Trans>
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data?.reactors.map((r) => (
              <Group key={`${r.memberId}-${r.kind}`} component="li" gap="xs" wrap="nowrap">
                <MemberAvatar picId={r.picId} name={r.name} decorative size={28} radius="xl" />
                <Text size="sm" style={{ flex: 1 }} truncate>
                  {r.name}
                </Text>
                <ReactionIcon kind={r.kind} size={18} />
                <Text span size="xs" c="dimmed">
                  {sayText(REACTION_TEXTS[r.kind])}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
