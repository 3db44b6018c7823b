import { describe, expect, it } from 'vitest';
import { campaignColour } from './campaign-colour';

const GREY = 'var(--mantine-color-gray-4)';

describe('campaign colour', () => {
  it('passes hex and rgb colours through', () => {
    expect(campaignColour('#8e2466')).toBe('#8e2466');
    expect(campaignColour(' #0F7 ')).toBe('#0F7');
    expect(campaignColour('rgb(12, 34, 56)')).toBe('rgb(12, 34, 56)');
    expect(campaignColour('rgba(12,34,56,.5)')).toBe('rgba(12,34,56,.5)');
  });

  it('falls back to grey for anything else', () => {
    expect(campaignColour(undefined)).toBe(GREY);
    expect(campaignColour('')).toBe(GREY);
    expect(campaignColour('#12345')).toBe(GREY);
    expect(campaignColour('url(https://example.com/x.png)')).toBe(GREY);
    expect(campaignColour('red; background: url(x)')).toBe(GREY);
  });
});
