/**
 * Mantine's default error red (red.6) reads at about 3.3:1 on white, below WCAG AA for small
 * text; the darker red keeps field errors readable. (A theme-wide fix belongs in app/theme.ts.)
 */
export const readableErrorStyles = { error: { color: 'var(--mantine-color-red-9)' } } as const;
