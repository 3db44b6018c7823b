import { defaultVariantColorsResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildTheme, variantColorResolver } from './theme';

const theme = mergeMantineTheme(
  DEFAULT_THEME,
  buildTheme({ primaryColour: '#a3306e', accentColour: '#d89a4e' }),
);

describe('variantColorResolver', () => {
  it("answers what Mantine's own resolver answers, for each variant and colour", () => {
    for (const variant of [
      'filled',
      'light',
      'subtle',
      'outline',
      'default',
      'white',
      'transparent',
      'gradient',
    ])
      for (const color of ['brand', 'red', 'gray.7', '#123456', '#f5e663']) {
        const input = {
          variant,
          color,
          theme,
          autoContrast: true,
          gradient: { from: 'brand', to: 'accent', deg: 90 },
        };
        expect(variantColorResolver(input)).toEqual(defaultVariantColorsResolver(input));
      }
  });

  it('works each answer out once per theme', () => {
    const input = { variant: 'filled', color: 'brand', theme, autoContrast: true };
    expect(variantColorResolver(input)).toBe(variantColorResolver({ ...input }));
    // A light brand colour takes dark text: the answer is the other theme's own, not the first's.
    const light = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ primaryColour: '#f5e663', accentColour: '#654321' }),
    );
    const onLight = variantColorResolver({ ...input, theme: light });
    expect(onLight).toEqual(defaultVariantColorsResolver({ ...input, theme: light }));
    expect(onLight.color).not.toBe(variantColorResolver(input).color);
  });
});
