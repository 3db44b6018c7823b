import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
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
  const { i18n, t } = useLingui();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': i18n._(CONTROL_LABELS[control]) })}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
    />
  );
}
