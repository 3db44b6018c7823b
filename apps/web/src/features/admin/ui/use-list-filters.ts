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
