import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { FEED_FILTERS, type TFeedFilter } from '@portal/contract';
import '@mantine/core/styles/SegmentedControl.css';
import { useMember } from '../../lib/member-data';

const FILTER_LABEL: Record<TFeedFilter, MessageDescriptor> = {
  everyone: msg`Everyone`,
  division: msg`My division`,
  team: msg`My team`,
  me: msg({ message: 'Me', context: 'whose recognition the feed shows' }),
};

/** Whose recognition the full feed shows: everyone, my division, my team (managers) or me. */
export function FeedFilters({
  value,
  onChange,
}: {
  value: TFeedFilter;
  onChange(filter: TFeedFilter): void;
}) {
  const member = useMember();
  const { i18n, t } = useLingui();
  const filters = FEED_FILTERS.filter((f) => f !== 'team' || member.isManager);
  return (
    <SegmentedControl
      aria-label={t`Show recognition from`}
      value={value}
      onChange={(v) => onChange(v as TFeedFilter)}
      data={filters.map((f) => ({ value: f, label: i18n._(FILTER_LABEL[f]) }))}
      fullWidth
    />
  );
}
