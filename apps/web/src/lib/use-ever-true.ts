import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far. A dialog or drawer is mounted from its
 * first opening on (closed, Mantine's still set up a portal, scroll lock and focus handling on
 * every first render) and stays mounted after, so it can animate closed.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
