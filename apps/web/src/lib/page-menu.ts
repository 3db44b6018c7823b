import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Draws a page's own links inside the site's phone menu; `close` shuts the menu. */
export type PageMenu = (close: () => void) => ReactNode;

/**
 * A page with its own menu (the admin area) adds it to the site's phone menu rather than
 * showing a second menu button: a phone has one menu button, in the header.
 */
export const PageMenuContext = createContext<(menu: PageMenu | null) => void>(() => {});

/** Puts `menu` (keep it stable, e.g. with useCallback) in the phone menu while the page shows. */
export function usePageMenu(menu: PageMenu) {
  const setMenu = useContext(PageMenuContext);
  useEffect(() => {
    setMenu(menu);
    return () => setMenu(null);
  }, [setMenu, menu]);
}
