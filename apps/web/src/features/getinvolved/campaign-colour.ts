const COLOUR = /^(#([0-9a-f]{3}|[0-9a-f]{6})|rgba?\([\d\s.,%]*\))$/i;

/**
 * A campaign's colour as the database holds it, or a neutral grey when it is not a plain colour:
 * the value goes into an inline style, so anything else (a url(), a var()) is not passed on.
 */
export const campaignColour = (colour: string | undefined): string =>
  colour && COLOUR.test(colour.trim()) ? colour.trim() : 'var(--mantine-color-gray-4)';
