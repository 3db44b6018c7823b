import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page buttons with names a screen reader can say (Mantine's arrows have none). */
export function AdminPagination({
  total,
  value,
  onChange,
  label,
}: {
  total: number;
  value: number;
  onChange(page: number): void;
  label: string;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  );
}
