import type { TBasketItem } from '@portal/contract';
import { useState } from 'react';

/**
 * The withdrawn lines the server reported (and removed) during this visit to the basket. The
 * server says DELETED once, as it removes the line; the warning stays until the member leaves.
 */
export function useRemovedLines(basket: readonly TBasketItem[] | undefined): TBasketItem[] {
  const [removed, setRemoved] = useState<TBasketItem[]>([]);
  const fresh = (basket ?? []).filter(
    (i) => i.BasketItemStatus === 'DELETED' && !removed.some((r) => r.shopBasketId === i.shopBasketId),
  );
  // Adjusting state while rendering (React's pattern for state derived from changing props).
  if (fresh.length > 0) setRemoved([...removed, ...fresh]);
  return fresh.length > 0 ? [...removed, ...fresh] : removed;
}
