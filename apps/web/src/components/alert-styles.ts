/** Light alerts' coloured titles fall short of WCAG contrast on their tint; the body text colour passes. */
export const DARK_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
