import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Card } from '@mantine/core';
import { memo } from 'react';
import { MemberAvatar } from '../../components/MemberAvatar';
import { ValueArt } from '../../components/ValueArt';
import { useBranding, useValueName } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import type { FeedItem } from './api';
import { Comments } from './Comments';
import { ReactionBar } from './ReactionBar';
import { RelativeTime } from './RelativeTime';
import classes from './feed.module.css';

/**
 * One recognition: who, for what, the message, when, and what people made of it (its reactions
 * and comments, which a list renders a task after the rest: `withResponses`). Memoised: the list
 * renders again at each step, and the cards already there need not.
 */
export const FeedCard = memo(function FeedCard({
  item,
  compact = false,
  withResponses = true,
}: {
  item: FeedItem;
  compact?: boolean;
  withResponses?: boolean;
}) {
  const { pointsName } = useBranding();
  const valueName = useValueName();
  const { t } = useLingui();
  const giver = item.giver.name;
  const recipients = item.recipients.map((r) => r.name).join(', ');
  return (
    <Card
      component="article"
      withBorder
      className={classes.card}
      aria-label={t`${giver} recognised ${recipients}`}
    >
      <div className={classes.head}>
        <Avatar.Group spacing="sm">
          <MemberAvatar picId={item.giver.picId} name={item.giver.name} size={44} radius="xl" />
          {item.recipients.map((r) => (
            <MemberAvatar key={r.memberId} picId={r.picId} name={r.name} size={44} radius="xl" />
          ))}
        </Avatar.Group>
        <div className={classes.headText}>
          <p className={`${classes.text} ${classes.line}`}>
            <Trans>
              <span className={classes.name}>{giver}</span> recognised{' '}
              <span className={classes.name}>{recipients}</span>
            </Trans>
          </p>
          <div className={classes.row}>
            <Badge
              variant="light"
              color="brand"
              radius="sm"
              data-art={item.valueArt}
              leftSection={<ValueArt value={item.valueArt} className={classes.valueArt} />}
              className={classes.valueBadge}
            >
              {valueName(item.value)}
            </Badge>
            {item.points !== null && (
              <Badge variant="outline" radius="sm">
                {formatPoints(item.points)} {pointsName}
              </Badge>
            )}
            <RelativeTime iso={item.createdAt} />
          </div>
        </div>
      </div>
      <p
        className={`${classes.text} ${classes.message}${item.messageHidden ? ` ${classes.hiddenText}` : ''}`}
      >
        {item.message}
      </p>
      {!item.messageHidden && withResponses && (
        <>
          <ReactionBar item={item} />
          <Comments item={item} composer={compact ? 'on-tap' : 'open'} />
        </>
      )}
    </Card>
  );
});
