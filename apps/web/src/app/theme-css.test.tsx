import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTheme, themeFor } from './theme';
import { themeCss } from './theme-css';

// What the provider wrote when it worked the variables out itself, with our dimmed grey.
const dimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});

function providersOwnCss(branding: { primaryColour: string; accentColour: string }): string {
  const html = renderToString(
    <MantineProvider theme={buildTheme(branding)} cssVariablesResolver={dimmed}>
      <p />
    </MantineProvider>,
  );
  const style = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html);
  if (!style?.[1]) throw new Error(`no variables in ${html.slice(0, 200)}`);
  return style[1].replaceAll('&quot;', '"');
}

describe('themeCss', () => {
  it("writes the variables Mantine's provider writes, for the default colours and a company's own", () => {
    for (const branding of [
      { primaryColour: '#a3306e', accentColour: '#d89a4e' },
      { primaryColour: '#f5e663', accentColour: '#123456' },
    ]) {
      const css = themeCss(buildTheme(branding));
      expect(css).toBe(providersOwnCss(branding));
      expect(css).toContain('--mantine-color-dimmed: #5f6670');
      expect(css).toContain(`--mantine-color-brand-6: ${branding.primaryColour}`);
    }
  });

  it('works a theme out once: the same colours give the same theme, and its variables are kept', () => {
    const colours = { primaryColour: '#1d5fa8', accentColour: '#d89a4e' };
    const theme = themeFor(colours);
    expect(themeFor({ ...colours })).toBe(theme);
    expect(themeCss(theme)).toBe(themeCss(theme));
    expect(themeFor({ ...colours, primaryColour: '#b0306a' })).not.toBe(theme);
  });
});
