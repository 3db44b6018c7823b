import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  isLightColor,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { Branding } from '../lib/branding';

const COLOUR = /^(#([0-9a-f]{3}|[0-9a-f]{6})|rgba?\([^)]*\))$/i;

/** Ten shades around the company colour (index 6 is the colour itself), as Mantine expects. */
export function shadesOf(colour: string, fallback: string): MantineColorsTuple {
  const base = COLOUR.test(colour.trim()) ? colour.trim() : fallback;
  return [
    lighten(base, 0.94),
    lighten(base, 0.86),
    lighten(base, 0.72),
    lighten(base, 0.55),
    lighten(base, 0.36),
    lighten(base, 0.16),
    base,
    darken(base, 0.14),
    darken(base, 0.28),
    darken(base, 0.42),
  ];
}

export interface ThemeOther {
  /** Text colour that reads on the header's brand gradient. */
  headerText: string;
}

/**
 * Mantine's own variant colours, kept: it works them out (parsing the colour, its luminance for
 * automatic contrast) on every render of every button, badge and icon, and the answer depends
 * only on the theme and these few inputs. A page of feed cards asked it hundreds of times.
 */
const cachedVariantColours = new WeakMap<object, Map<string, ReturnType<VariantColorsResolver>>>();
export const variantColorResolver: VariantColorsResolver = (input) => {
  const { variant, color, autoContrast, gradient, theme } = input;
  const key = `${variant}|${color ?? ''}|${String(autoContrast)}|${gradient ? JSON.stringify(gradient) : ''}`;
  let kept = cachedVariantColours.get(theme);
  if (!kept) cachedVariantColours.set(theme, (kept = new Map()));
  let colours = kept.get(key);
  if (!colours) kept.set(key, (colours = defaultVariantColorsResolver(input)));
  return colours;
};

const FONT_STACK =
  "Inter, 'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

export function buildTheme(branding: Pick<Branding, 'primaryColour' | 'accentColour'>): MantineThemeOverride {
  const brand = shadesOf(branding.primaryColour, '#a3306e');
  const accent = shadesOf(branding.accentColour, '#d89a4e');
  const other: ThemeOther = { headerText: isLightColor(brand[7]) ? '#1f1a24' : '#ffffff' };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    autoContrast: true,
    variantColorResolver,
    colors: { brand, accent },
    fontFamily: FONT_STACK,
    headings: {
      fontFamily: FONT_STACK,
      fontWeight: '700',
      sizes: {
        h1: { fontSize: '2.25rem', lineHeight: '1.2' },
        h2: { fontSize: '1.625rem', lineHeight: '1.25' },
        h3: { fontSize: '1.25rem', lineHeight: '1.3' },
        h4: { fontSize: '1.0625rem', lineHeight: '1.35' },
      },
    },
    defaultRadius: 'md',
    radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
    shadows: {
      xs: '0 1px 2px rgba(40, 20, 50, 0.05)',
      sm: '0 1px 2px rgba(40, 20, 50, 0.04), 0 4px 14px rgba(40, 20, 50, 0.06)',
      md: '0 2px 4px rgba(40, 20, 50, 0.05), 0 10px 28px rgba(40, 20, 50, 0.09)',
      lg: '0 4px 8px rgba(40, 20, 50, 0.06), 0 18px 44px rgba(40, 20, 50, 0.12)',
      xl: '0 8px 16px rgba(40, 20, 50, 0.08), 0 28px 64px rgba(40, 20, 50, 0.16)',
    },
    other,
    // Plain objects, not `Component.extend(...)`: importing a component to extend it would put
    // it (the select, the password field) on every screen's first load.
    components: {
      Card: { defaultProps: { shadow: 'sm', radius: 'lg', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      // The default description grey is below WCAG AA contrast on white.
      Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
      Button: { defaultProps: { radius: 'xl' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Select: { defaultProps: { size: 'md' } },
    },
  });
}

/**
 * The theme for these colours, the same object for the same colours: the app's start works out
 * its CSS variables ahead of the first render, which then finds them ready.
 */
let lastTheme: { key: string; theme: MantineThemeOverride } | null = null;
export function themeFor(branding: Pick<Branding, 'primaryColour' | 'accentColour'>): MantineThemeOverride {
  const key = `${branding.primaryColour}|${branding.accentColour}`;
  if (lastTheme?.key !== key) lastTheme = { key, theme: buildTheme(branding) };
  return lastTheme.theme;
}
