import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least as wide as the theme's breakpoint (the one `visibleFrom` and
 * `hiddenFrom` use), known at the first render and followed as it changes. For parts that only
 * one size of screen shows: rendering them only there (instead of rendering both and hiding one
 * with CSS) spares a phone the desktop menu bar and its dropdowns, which were a good part of
 * the shell's first render.
 */
export function useMinWidth(bp: MantineBreakpoint): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints[bp]})`, undefined, { getInitialValueInEffect: false });
}
