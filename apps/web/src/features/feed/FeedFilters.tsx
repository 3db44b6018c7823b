import { SegmentedControl } from '@mantine/core';
import { FEED_FILTERS, type TFeedFilter } from '@portal/contract';
import '@mantine/core/styles/SegmentedControl.css';
import { useMember } from '../../lib/member-data';

const FILTER_LABEL: Record<TFeedFilter, string> = {
  everyone: 'Everyone',
  division: 'My division',
  team: 'My team',
  me: 'Me',
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
  const filters = FEED_FILTERS.filter((f) => f !== 'team' || member.isManager);
  return (
    <SegmentedControl
      aria-label="Show recognition from"
      value={value}
      onChange={(v) => onChange(v as TFeedFilter)}
      data={filters.map((f) => ({ value: f, label: FILTER_LABEL[f] }))}
      fullWidth
    />
  );
}
