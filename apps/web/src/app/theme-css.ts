import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';
import { madeOnFirstUse } from '../lib/made-on-first-use';

// Mantine's dimmed grey reads at 3.3:1 on white; this one passes WCAG AA (4.5:1) for small text.
const DIMMED = '#5f6670';

/** The variables Mantine's own stylesheet already sets: the provider leaves them out too. */
const defaultVariables = madeOnFirstUse(() => defaultCssVariablesResolver(DEFAULT_THEME));

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultVariables();
  const keep = (part: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(part).filter(([key, value]) => base[key] !== value));
  return {
    variables: keep(input.variables, defaults.variables),
    light: keep(input.light, defaults.light),
    dark: keep(input.dark, defaults.dark),
  };
}

/**
 * The theme's CSS variables, as Mantine's provider writes them in its <style> (its defaults left
 * out, our dimmed grey in). The provider works them out in its own render, which is the first
 * render of every page, the longest task of a phone's first load; here they are worked out once
 * per theme, and the app's start does it in a task of its own before that render.
 */
const kept = new WeakMap<MantineThemeOverride, string>();
export function themeCss(theme: MantineThemeOverride): string {
  let css = kept.get(theme);
  if (css === undefined) {
    const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    variables.light['--mantine-color-dimmed'] = DIMMED;
    css = convertCssVariables(withoutDefaults(variables));
    kept.set(theme, css);
  }
  return css;
}

/** Mantine's defaults, worked out ahead (a task of their own on the app's start). */
export const warmDefaultVariables = (): void => void defaultVariables();
