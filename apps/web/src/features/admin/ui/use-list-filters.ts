import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A paged list's filters: a change goes back to page 1, and the server is asked once typing
 * pauses (`debounced`), not on every key.
 */
export function useListFilters<F extends object>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(values, 300);
  const set = <K extends keyof F>(k: K, v: F[K]) => {
    setValues((f) => ({ ...f, [k]: v }));
    setPage(1);
  };
  return { values, set, debounced, page, setPage };
}

/**
 * "1 order", "1,234 orders": how many rows the filters found. English only: a converted screen
 * writes its count as a plural message instead (t`${plural(total, { one: '# order', other: '# orders' })}`).
 */
export const countOf = (total: number, one: string, many: string) =>
  total === 1 ? `1 ${one}` : `${total.toLocaleString('en-GB')} ${many}`;
